import type { Product } from '../../contract/product';
import { SlugSchema } from '../../contract/product';
import { READ_DEADLINE_MS, withDeadline } from '../../core/deadline';
import { productsCollection } from './product-document';
import { productsRepository } from './products.repository';

/** One product page for the sitemap: its slug and when its document last changed. */
export interface ProductPageEntry {
  slug: string;
  updatedAt: Date | null;
}

/**
 * Every product page the store has, for the sitemap: only the slugs are read (a projection),
 * and `lastmod` is the document's own update time, which every admin change, restock and
 * order moves. A document without a valid slug has no page and is left out.
 */
export async function listProductPages(): Promise<ProductPageEntry[]> {
  const snap = await withDeadline(
    productsCollection().orderBy('slug').select('slug').get(),
    READ_DEADLINE_MS,
    'product pages list',
  );
  return snap.docs.flatMap((doc) => {
    const slug = SlugSchema.safeParse(doc.get('slug'));
    return slug.success ? [{ slug: slug.data, updatedAt: doc.updateTime.toDate() }] : [];
  });
}

/** The product a page shows, exactly as `GET /api/products/{slug}` answers it; null if none. */
export function findProductBySlug(slug: string): Promise<Product | null> {
  return productsRepository.findBySlug(slug);
}
