import { logger } from 'firebase-functions';
import type { Product } from '../../contract/product';
import { isUnavailable } from '../../core/deadline';
import { notFound } from '../../core/errors';
import { createProductListCache, type ProductListEntry } from './product-list-cache';
import { productsRepository } from './products.repository';

/** This instance's copy of the public list. Checkout, orders and admin writes never read it. */
const listCache = createProductListCache({
  load: () => productsRepository.list(),
  // Only when Firestore is down or slow; a broken query or a bug still fails the request.
  canServeStale: isUnavailable,
});

/**
 * Drops this instance's copy of the product list. Called after every write that changes a
 * listed field (admin create/update/delete/restock, stock taken or returned by orders).
 */
export function invalidateProductCache(): void {
  listCache.invalidate();
}

export const productsService = {
  /** The public list as answered (body and ETag ready); `fresh` skips the kept copy. */
  async listProducts(options: { fresh?: boolean } = {}): Promise<ProductListEntry> {
    const { entry, stale } = await listCache.get(options);
    if (stale) logger.warn('product_list_stale', { ageMs: Date.now() - entry.readAt });
    return entry;
  },

  async getProductBySlug(slug: string): Promise<Product> {
    const product = await productsRepository.findBySlug(slug);
    if (!product) throw notFound('Product not found');
    return product;
  },
};
