import {
  infiniteQueryOptions,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  OrdersListResponseSchema,
  type CustomerOrder,
  type OrdersListResponse,
} from '@contract/account';
import { m } from '@/i18n/messages';
import { apiGet } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { ordersKeys } from './query-keys';

/** GET /api/orders: the signed-in caller's orders, newest first. */
export async function getMyOrders(signal?: AbortSignal): Promise<CustomerOrder[]> {
  const { items } = await apiGet('/orders', OrdersListResponseSchema, {
    fallbackMessage: m.checkout_orders_error(),
    signal,
  });
  return items;
}

const currentUid = () => useSessionStore.getState().user?.uid ?? null;

/**
 * Keyed by user, so after switching accounts nobody sees the previous customer's orders
 * from the cache. Without an argument it takes the signed-in user; signed out, it never
 * fetches.
 */
export const myOrdersQueryOptions = (uid: string | null = currentUid()) =>
  queryOptions({
    queryKey: ordersKeys.mine(uid),
    queryFn: uid === null ? skipToken : ({ signal }) => getMyOrders(signal),
  });

/**
 * The signed-in user's newest orders in one answer (the dashboard's order count and total
 * spent); the orders list pages through them with `useMyOrdersPages`.
 */
export function useMyOrders() {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  return useQuery(myOrdersQueryOptions(uid));
}

/** Orders per page in the customer's orders list. */
export const MY_ORDERS_PAGE_SIZE = 20;

/** GET /api/orders?limit=&cursor=: one page of the caller's orders, newest first. */
export function getMyOrdersPage(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<OrdersListResponse> {
  const query = new URLSearchParams({ limit: String(MY_ORDERS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiGet(`/orders?${query.toString()}`, OrdersListResponseSchema, {
    fallbackMessage: m.checkout_orders_error(),
    signal,
  });
}

/** Keyed by user like `myOrdersQueryOptions`; signed out, it never fetches. */
export const myOrdersPagesQueryOptions = (uid: string | null) =>
  infiniteQueryOptions({
    queryKey: ordersKeys.minePages(uid),
    queryFn:
      uid === null ? skipToken : ({ pageParam, signal }) => getMyOrdersPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? null,
  });

/** The signed-in user's orders a page at a time (the orders list). */
export function useMyOrdersPages() {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  return useInfiniteQuery(myOrdersPagesQueryOptions(uid));
}
