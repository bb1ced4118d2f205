import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { OrdersListResponseSchema } from '@contract/account';
import type { Order } from '@contract/order';
import { apiGet } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { ordersKeys } from './query-keys';

/** GET /api/orders: the signed-in caller's orders, newest first. */
export async function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  const { items } = await apiGet('/orders', OrdersListResponseSchema, {
    fallbackMessage: 'Orders error',
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

/** The signed-in user's orders (also the dashboard's order count and total spent). */
export function useMyOrders() {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  return useQuery(myOrdersQueryOptions(uid));
}
