import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductListResponseSchema, ProductResponseSchema, type Product } from '@contract/product';
import { apiGet } from '@/lib/api-client';
import { adminProductsKeys } from './query-keys';

// The public product GETs may be answered from the browser's HTTP cache for 30 s
// (`Cache-Control: max-age=30`). Admin reads revalidate with the server instead
// ('no-cache'), which also refreshes the browser's copy, so after a change the catalogue's
// ordinary reads see it at once.

/** GET /api/products past the browser's cache: the admin list shows current stock. */
export async function getProductsFresh(signal?: AbortSignal): Promise<Product[]> {
  const { items } = await apiGet('/products', ProductListResponseSchema, {
    fallbackMessage: 'Products error',
    signal,
    cache: 'no-cache',
  });
  return items;
}

/** GET /api/products/{slug} past the browser's cache. */
export async function getProductFresh(slug: string, signal?: AbortSignal): Promise<Product> {
  const { item } = await apiGet(`/products/${encodeURIComponent(slug)}`, ProductResponseSchema, {
    fallbackMessage: 'Product not found',
    signal,
    cache: 'no-cache',
  });
  return item;
}

export const adminProductsQueryOptions = () =>
  queryOptions({
    queryKey: adminProductsKeys.list,
    queryFn: ({ signal }) => getProductsFresh(signal),
  });

export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions());
}
