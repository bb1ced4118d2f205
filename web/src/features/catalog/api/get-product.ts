import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ProductResponseSchema, type Product } from '@contract/product';
import { apiGet } from '@/lib/api-client';
import { productsQueryOptions } from './get-products';
import { catalogKeys } from './query-keys';

export async function getProduct(slug: string, signal?: AbortSignal): Promise<Product> {
  const { item } = await apiGet(`/products/${encodeURIComponent(slug)}`, ProductResponseSchema, {
    fallbackMessage: 'Product not found',
    signal,
  });
  return item;
}

export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: catalogKeys.detail(slug),
    queryFn: ({ signal }) => getProduct(slug, signal),
  });

/** Shows the copy from the catalogue list at once (if loaded) while the fresh one arrives. */
export function useProduct(slug: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...productQueryOptions(slug),
    placeholderData: () =>
      queryClient
        .getQueryData(productsQueryOptions().queryKey)
        ?.find((product) => product.slug === slug),
  });
}
