import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminOrdersResponseSchema, type AdminOrderSummary } from '@contract/admin-orders';
import { apiGet } from '@/lib/api-client';
import { adminOrdersKeys } from './query-keys';

/** GET /api/admin/orders: every order, newest first, without passport fields. */
export async function getAdminOrders(signal?: AbortSignal): Promise<AdminOrderSummary[]> {
  const { items } = await apiGet('/admin/orders', AdminOrdersResponseSchema, {
    fallbackMessage: 'Admin orders error',
    signal,
  });
  return items;
}

export const adminOrdersQueryOptions = () =>
  queryOptions({
    queryKey: adminOrdersKeys.list,
    queryFn: ({ signal }) => getAdminOrders(signal),
  });

/** `refetchInterval` (ms) keeps a tab current while it is open (Shipments: 30 s). */
export function useAdminOrders({ refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({ ...adminOrdersQueryOptions(), refetchInterval: refetchInterval ?? false });
}
