import type { Product, ProductListResponse, ProductResponse } from '../../contract/product';
import { createAnswerCache, type CachedAnswer } from '../../core/answer-cache';
import { isUnavailable } from '../../core/deadline';
import { notFound } from '../../core/errors';
import { productsRepository } from './products.repository';

// Only when Firestore is down or slow; a broken query or a bug still fails the request.
const canServeStale = isUnavailable;

/** This instance's copy of the public list. Checkout, orders and admin writes never read it. */
const listCache = createAnswerCache({
  name: 'product_list',
  load: () => productsRepository.list(),
  toBody: (items: Product[]) => ({ items }) satisfies ProductListResponse,
  canServeStale,
});

/**
 * This instance's copies of single products by slug, as `GET /api/products/{slug}` answers
 * them. An unknown slug keeps nothing (its 404 is read again), so the keys are real products.
 */
const productCache = createAnswerCache({
  name: 'product',
  load: async (slug) => {
    const product = await productsRepository.findBySlug(slug);
    if (!product) throw notFound('Product not found');
    return product;
  },
  toBody: (item: Product) => ({ item }) satisfies ProductResponse,
  canServeStale,
});

/**
 * Drops this instance's copies of the product list and of single products. Called after every
 * write that changes a product's answered fields (admin create/update/delete/restock, stock
 * taken or returned by orders).
 */
export function invalidateProductCache(): void {
  listCache.invalidate();
  productCache.invalidate();
}

/**
 * The public list as `GET /api/products` answers it, from the same per-instance copy (same
 * freshness, no read of its own): the catalogue page paints its first cards from it.
 */
export async function listedProducts(): Promise<Product[]> {
  return (await listCache.get('')).value;
}

export const productsService = {
  /** The public list as answered (body and ETag ready); `fresh` skips the kept copy. */
  listProducts(options: { fresh?: boolean } = {}): Promise<CachedAnswer<Product[]>> {
    return listCache.get('', options);
  },

  /** One product as answered (body and ETag ready), kept as the list is; 404 if none. */
  getProductBySlug(
    slug: string,
    options: { fresh?: boolean } = {},
  ): Promise<CachedAnswer<Product>> {
    return productCache.get(slug, options);
  },
};
