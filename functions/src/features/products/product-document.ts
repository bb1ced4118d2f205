import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { z } from 'zod';
import { ProductSchema, type Product } from '../../contract/product';
import { db } from '../../core/firebase';

/** `products/{id}`: the catalogue, read by the shop, checkout, orders and the admin panel. */
export const productRef = (id: string) => db.collection('products').doc(id);

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
