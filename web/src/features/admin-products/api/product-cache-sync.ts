import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@contract/product';
import { adminLogsKeys } from '@/features/admin-logs';
import { adminOverviewKeys } from '@/features/admin-overview';
import { catalogKeys, productQueryOptions, productsQueryOptions } from '@/features/catalog';
import { adminProductsQueryOptions, getProductFresh } from './get-admin-products';

export type ProductChange = { saved: Product } | { deleted: Product };

const listKeys = () => [adminProductsQueryOptions().queryKey, productsQueryOptions().queryKey];

function applyToList(list: Product[] | undefined, change: ProductChange): Product[] | undefined {
  if (!list) return list;
  if ('deleted' in change) return list.filter((item) => item.id !== change.deleted.id);
  const { saved } = change;
  return list.some((item) => item.id === saved.id)
    ? list.map((item) => (item.id === saved.id ? saved : item))
    : [...list, saved];
}

/**
 * After a product is created, saved, restocked or deleted: show the server's answer at
 * once in every cached list and page, then reread the catalogue past the browser's HTTP
 * cache (an ordinary refetch could bring back the copy from before the change). A failed
 * reread is not the change failing: the caches already hold the answer.
 */
export async function syncProductChange(queryClient: QueryClient, change: ProductChange) {
  // The inventory figures and the log changed too.
  void queryClient.invalidateQueries({ queryKey: adminOverviewKeys.all });
  void queryClient.invalidateQueries({ queryKey: adminLogsKeys.all });

  for (const queryKey of listKeys()) {
    queryClient.setQueryData<Product[]>(queryKey, (list) => applyToList(list, change));
  }
  if ('deleted' in change) {
    queryClient.removeQueries({ queryKey: productQueryOptions(change.deleted.slug).queryKey });
  }
  // A page this browser has shown may also sit in its HTTP cache: it is reread past that too.
  const { slug } = 'saved' in change ? change.saved : change.deleted;
  const pageShown = queryClient.getQueryData(productQueryOptions(slug).queryKey) !== undefined;
  if ('saved' in change) {
    queryClient.setQueryData(productQueryOptions(slug).queryKey, change.saved);
  }

  try {
    await queryClient.invalidateQueries({ queryKey: catalogKeys.all, refetchType: 'none' });
    const rereads = [
      queryClient
        .query({ ...adminProductsQueryOptions(), staleTime: 0 })
        .then((items) => queryClient.setQueryData(productsQueryOptions().queryKey, items)),
    ];
    if ('saved' in change && pageShown) {
      rereads.push(
        queryClient.query({
          queryKey: productQueryOptions(slug).queryKey,
          queryFn: ({ signal }) => getProductFresh(slug, signal),
          staleTime: 0,
        }),
      );
    }
    await Promise.all(rereads);
  } catch (error) {
    console.warn('Could not reread the catalogue after a product change.', error);
  }
}
