import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { AdminOrderResponseSchema, type AdminOrderPatch } from '@contract/admin-orders';
import type { Order } from '@contract/order';
import { apiSend } from '@/lib/api-client';
import { adminOrdersKeys } from './query-keys';

/** PATCH /api/admin/orders/{id}: `{status}` or `{tracking}`. */
export async function updateAdminOrder(id: string, patch: AdminOrderPatch): Promise<Order> {
  const { order } = await apiSend(
    'PATCH',
    `/admin/orders/${encodeURIComponent(id)}`,
    patch,
    AdminOrderResponseSchema,
    { fallbackMessage: 'status' in patch ? 'Update order error' : 'Update tracking error' },
  );
  return order;
}

/**
 * Other features' queries an order change makes stale (figures, the log, the customer's own
 * order views, the products a cancellation returns stock to): the app names them.
 */
export type StaleAfterOrderChange = readonly QueryKey[];

/**
 * What an order change makes stale: the admin lists, and the other features' queries the app
 * named. Not the passport detail: refetching it would be another logged view nobody asked for.
 */
export function invalidateAfterOrderChange(
  queryClient: QueryClient,
  staleAfterChange: StaleAfterOrderChange,
) {
  return Promise.all(
    [adminOrdersKeys.list, ...staleAfterChange].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useUpdateAdminOrder(staleAfterChange: StaleAfterOrderChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AdminOrderPatch }) =>
      updateAdminOrder(id, patch),
    onSuccess: () => invalidateAfterOrderChange(queryClient, staleAfterChange),
  });
}
