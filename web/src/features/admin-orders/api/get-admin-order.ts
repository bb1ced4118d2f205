import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminOrderResponseSchema } from '@contract/admin-orders';
import type { Order } from '@contract/order';
import { apiGet } from '@/lib/api-client';
import { adminOrdersKeys } from './query-keys';

/** GET /api/admin/orders/{id}: the whole order with passport data; the server logs each view. */
export async function getAdminOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const { order } = await apiGet(
    `/admin/orders/${encodeURIComponent(id)}`,
    AdminOrderResponseSchema,
    { fallbackMessage: 'Failed to load order', signal },
  );
  return order;
}

/**
 * Never kept once the modal closes (gcTime 0) and always fetched again when opened
 * (staleTime 0): passport data should not linger in memory, and each view is a logged read.
 */
export const adminOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminOrdersKeys.detail(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQueryOptions(id));
}
