import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductResponse } from '@contract/product';
import { m } from '@/i18n/messages';
import { apiGet, unparsedAnswer } from '@/lib/api-client';
import { takeInlineData } from '@/lib/inline-data';
import { productsQueryOptions } from './get-products';
import { catalogKeys } from './query-keys';

export async function getProduct(slug: string, signal?: AbortSignal): Promise<Product> {
  const { item } = await apiGet(
    `/products/${encodeURIComponent(slug)}`,
    unparsedAnswer<ProductResponse>(),
    {
      fallbackMessage: m.product_load_error(),
      signal,
    },
  );
  return item;
}

export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: catalogKeys.detail(slug),
    queryFn: ({ signal }) => getProduct(slug, signal),
  });

/** The block `/p/{slug}` carries (functions/src/features/pages/web-shell.ts PRODUCT_DATA_ID). */
const PRODUCT_DATA_ID = 'product-data';

/** The product the server put in the first page, when it is this slug's (read once). */
function inlineProduct(slug: string): Product | undefined {
  // Our own server wrote it, exactly as GET /api/products/{slug} answers (trusted alike).
  return takeInlineData(PRODUCT_DATA_ID, (value) => {
    const item = (value as Partial<ProductResponse> | null)?.item;
    return item?.slug === slug ? item : undefined;
  });
}

/**
 * Starts from the product the first HTML carried (no request), else shows the copy from the
 * catalogue list at once (if loaded) while the fresh one arrives.
 */
export function useProduct(slug: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...productQueryOptions(slug),
    initialData: () => inlineProduct(slug),
    // Counted fresh from now, like a fetched answer (the page itself is at most minutes old).
    initialDataUpdatedAt: () => Date.now(),
    placeholderData: () =>
      queryClient
        .getQueryData(productsQueryOptions().queryKey)
        ?.find((product) => product.slug === slug),
  });
}
