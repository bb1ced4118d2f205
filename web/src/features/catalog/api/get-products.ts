import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductListResponse } from '@contract/product';
import { m } from '@/i18n/messages';
import { apiGet, unparsedAnswer } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  const { items } = await apiGet('/products', unparsedAnswer<ProductListResponse>(), {
    fallbackMessage: m.catalog_load_error(),
    signal,
  });
  return items;
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.list,
    queryFn: ({ signal }) => getProducts(signal),
  });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
