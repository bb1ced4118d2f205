import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { ProductSchema, type Product } from '../../contract/product';
import { READ_DEADLINE_MS, withDeadline } from '../../core/deadline';
import { db } from '../../core/firebase';
import { logger } from 'firebase-functions';

const products = () => db.collection('products');

/** A stored document becomes a Product only if it matches the contract; a broken one is skipped and logged. */
function toProduct(doc: DocumentSnapshot): Product | null {
  const parsed = ProductSchema.safeParse({ ...doc.data(), id: doc.id });
  if (parsed.success) return parsed.data;
  logger.warn('invalid_product_document', { id: doc.id, issue: parsed.error.issues[0]?.message });
  return null;
}

export const productsRepository = {
  async list(): Promise<Product[]> {
    const snap = await withDeadline(
      products().orderBy('slug').get(),
      READ_DEADLINE_MS,
      'products list',
    );
    return snap.docs.map(toProduct).filter((p): p is Product => p !== null);
  },

  async findBySlug(slug: string): Promise<Product | null> {
    const snap = await withDeadline(
      products().where('slug', '==', slug).limit(1).get(),
      READ_DEADLINE_MS,
      'product read',
    );
    const doc = snap.docs[0];
    return doc ? toProduct(doc) : null;
  },
};
