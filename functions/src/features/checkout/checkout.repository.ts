import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { ProductSchema, type Product } from '../../contract/product';
import { db } from '../../core/firebase';
import type { ProductsById } from './cart-lines';

export const productRef = (id: string) => db.collection('products').doc(id);

/** A product the server can sell from: it exists and matches the contract (else null, logged). */
export function toSellableProduct(snap: DocumentSnapshot): Product | null {
  if (!snap.exists) return null;
  const parsed = ProductSchema.safeParse({ ...snap.data(), id: snap.id });
  if (parsed.success) return parsed.data;
  logger.warn('invalid_product_document', { id: snap.id, issue: parsed.error.issues[0]?.message });
  return null;
}

export function productsById(snaps: readonly DocumentSnapshot[]): ProductsById {
  return new Map(snaps.map((snap) => [snap.id, toSellableProduct(snap)]));
}

export const checkoutRepository = {
  /** Every requested product in one round trip (outside a transaction: quotes promise nothing). */
  async findProducts(ids: readonly string[]): Promise<ProductsById> {
    return productsById(await db.getAll(...ids.map(productRef)));
  },
};
