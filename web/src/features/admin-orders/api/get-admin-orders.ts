import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AdminOrdersResponseSchema, type AdminOrdersResponse } from '@contract/admin-orders';
import { apiGet } from '@/lib/api-client';
import { adminOrdersKeys, type AdminOrdersFilter } from './query-keys';

/** Orders per page in the admin Orders and Shipments tabs. */
export const ADMIN_ORDERS_PAGE_SIZE = 50;

/**
 * GET /api/admin/orders?limit=&cursor=&q=: one page, newest first, without passport fields;
 * `without-tracking` asks for Shipments' "Without tracking" (`tracking=none`): every order
 * still waiting for a code, however old. With `q` (not blank) the server ignores the filter
 * and finds orders by full id, short number or e-mail.
 */
export function getAdminOrdersPage(
  filter: AdminOrdersFilter,
  cursor: string | null,
  signal?: AbortSignal,
  q = '',
): Promise<AdminOrdersResponse> {
  const query = new URLSearchParams({ limit: String(ADMIN_ORDERS_PAGE_SIZE) });
  if (q !== '') query.set('q', q);
  else if (filter === 'without-tracking') query.set('tracking', 'none');
  if (cursor) query.set('cursor', cursor);
  return apiGet(`/admin/orders?${query.toString()}`, AdminOrdersResponseSchema, {
    fallbackMessage: 'Admin orders error',
    signal,
  });
}

export const adminOrdersPagesQueryOptions = (filter: AdminOrdersFilter, q = '') =>
  infiniteQueryOptions({
    queryKey: q === '' ? adminOrdersKeys.pages(filter) : adminOrdersKeys.search(q),
    queryFn: ({ pageParam, signal }) => getAdminOrdersPage(filter, pageParam, signal, q),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? null,
  });

/**
 * The orders a page at a time (with `q`, a search's). `refetchInterval` (ms) keeps a tab current while it is open
 * (Shipments: 30 s); a refetch reloads every loaded page in turn, each from the cursor the
 * page before it now ends with, so no row is dropped or shown twice while orders arrive.
 */
export function useAdminOrdersPages(
  filter: AdminOrdersFilter,
  { refetchInterval, q }: { refetchInterval?: number; q?: string } = {},
) {
  return useInfiniteQuery({
    ...adminOrdersPagesQueryOptions(filter, q),
    refetchInterval: refetchInterval ?? false,
  });
}
