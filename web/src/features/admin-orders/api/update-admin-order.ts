import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AdminOrderResponseSchema, type AdminOrderPatch } from '@contract/admin-orders';
import type { Order } from '@contract/order';
import { apiSend } from '@/lib/api-client';
import { adminLogsKeys } from '@/features/admin-logs';
import { adminOverviewKeys } from '@/features/admin-overview';
import { catalogKeys } from '@/features/catalog';
import { ordersKeys } from '@/features/orders';
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
 * What an order change makes stale: the admin list, figures and log, the customer's own
 * order views, and (a cancellation returns stock) the product list. Not the passport
 * detail: refetching it would be another logged view nobody asked for.
 */
export function invalidateAfterOrderChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminOrdersKeys.list }),
    queryClient.invalidateQueries({ queryKey: adminOverviewKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminLogsKeys.all }),
    queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
    queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  ]);
}

export function useUpdateAdminOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AdminOrderPatch }) =>
      updateAdminOrder(id, patch),
    onSuccess: () => invalidateAfterOrderChange(queryClient),
  });
}
