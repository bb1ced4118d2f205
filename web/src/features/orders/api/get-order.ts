import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { OrderResponseSchema, type CustomerOrder } from '@contract/account';
import { IdSchema } from '@contract/common';
import { m } from '@/i18n/messages';
import { apiGet } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useSessionStore } from '@/lib/session-store';
import { myOrdersQueryOptions } from './get-my-orders';
import { ordersKeys } from './query-keys';

/**
 * GET /api/orders/{id}. The server answers 404 'Order not found' for an id that is not
 * the caller's; an id that cannot be one is answered the same way without asking.
 */
export async function getOrder(id: string, signal?: AbortSignal): Promise<CustomerOrder> {
  if (!IdSchema.safeParse(id).success) throw new ApiError(404, 'Order not found');
  const { order } = await apiGet(`/orders/${encodeURIComponent(id)}`, OrderResponseSchema, {
    fallbackMessage: m.checkout_order_load_failed(),
    signal,
  });
  return order;
}

/** Keyed by user as well as id: a cached order never outlives the account that loaded it. */
export const orderQueryOptions = (id: string, uid: string | null) =>
  queryOptions({
    queryKey: ordersKeys.detail(id, uid),
    queryFn: uid === null ? skipToken : ({ signal }) => getOrder(id, signal),
  });

/** Shows the copy from the orders list at once (if loaded) while the fresh one arrives. */
export function useOrder(id: string) {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  const queryClient = useQueryClient();
  return useQuery({
    ...orderQueryOptions(id, uid),
    placeholderData: () =>
      queryClient
        .getQueryData(myOrdersQueryOptions(uid).queryKey)
        ?.find((order) => order.id === id),
  });
}
