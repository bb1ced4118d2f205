import type { Product } from '../../contract/product';
import { READ_DEADLINE_MS, withDeadline } from '../../core/deadline';
import { productsCollection as products, toProduct } from './product-document';

export const productsRepository = {
  async list(): Promise<Product[]> {
    const snap = await withDeadline(
      products().orderBy('slug').get(),
      READ_DEADLINE_MS,
      'products list',
    );
    // A broken document is skipped (and logged): the rest of the catalogue still shows.
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
