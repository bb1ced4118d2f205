import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AdminOrderResponseSchema, type DemoOrderRequestSchema } from '@contract/admin-orders';
import type { Order } from '@contract/order';
import { apiSend } from '@/lib/api-client';
import { invalidateAfterOrderChange, type StaleAfterOrderChange } from './update-admin-order';

export type DemoOrderRequest = z.input<typeof DemoOrderRequestSchema>;

/** POST /api/admin/demo-order: a sample order for the e-mail, to try shipping out. */
export async function createDemoOrder(request: DemoOrderRequest): Promise<Order> {
  const { order } = await apiSend('POST', '/admin/demo-order', request, AdminOrderResponseSchema, {
    fallbackMessage: 'Demo order error',
  });
  return order;
}

export function useCreateDemoOrder(staleAfterChange: StaleAfterOrderChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDemoOrder,
    onSuccess: () => invalidateAfterOrderChange(queryClient, staleAfterChange),
  });
}
