import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { z } from 'zod';
import { AdminStatsSchema, type AdminStats } from '../../contract/admin';
import { ProductSchema, type Product } from '../../contract/product';
import { db } from '../../core/firebase';

/** `products/{id}`: the catalogue, read by the shop, checkout, orders and the admin panel. */
export const productsCollection = () => db.collection('products');
export const productRef = (id: string) => productsCollection().doc(id);

/** The document pattern of a product, for triggers that follow the catalogue (stock alerts). */
export const PRODUCT_DOCUMENT = 'products/{productId}';

/** Products by id as the server has them; null when missing or unusable. */
export type ProductsById = ReadonlyMap<string, Product | null>;

/** A stored product's fields (its id added) parsed through the contract. */
export function parseProduct(
  id: string,
  data: Readonly<Record<string, unknown>> | undefined,
): z.ZodSafeParseResult<Product> {
  return ProductSchema.safeParse({ ...data, id });
}

/** A product the store can show or sell: null when missing or broken (a broken one is logged). */
export function toProduct(snap: DocumentSnapshot): Product | null {
  if (!snap.exists) return null;
  const parsed = parseProduct(snap.id, snap.data());
  if (parsed.success) return parsed.data;
  logger.warn('invalid_product_document', { id: snap.id, issue: parsed.error.issues[0]?.message });
  return null;
}

export function productsById(snaps: readonly DocumentSnapshot[]): ProductsById {
  return new Map(snaps.map((snap) => [snap.id, toProduct(snap)]));
}

/** Every product, as a query to list (the admin stats' inventory); writes stay in this feature. */
export const allProducts = (): Query => productsCollection();

/** A product's line in the admin stats' inventory. */
export type StockRow = AdminStats['inventory'][number];
const StockFieldsSchema = AdminStatsSchema.shape.inventory.element.omit({ id: true });

/**
 * A product's id, title and stock; null when those two fields are unreadable. Only they are
 * checked: a product the shop cannot show still has stock to count.
 */
export function toStockRow(snap: DocumentSnapshot): StockRow | null {
  const parsed = StockFieldsSchema.safeParse(snap.data());
  return parsed.success ? { id: snap.id, ...parsed.data } : null;
}
