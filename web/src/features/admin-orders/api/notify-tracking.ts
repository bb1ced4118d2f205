import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AdminOrderResponseSchema, type NotifyTrackingRequestSchema } from '@contract/admin-orders';
import type { Order } from '@contract/order';
import { apiSend } from '@/lib/api-client';
import { invalidateAfterOrderChange, type StaleAfterOrderChange } from './update-admin-order';

export type NotifyTrackingRequest = z.input<typeof NotifyTrackingRequestSchema>;

/**
 * POST /api/admin/notify-tracking: saves the tracking number on the order named by its
 * full id or its short number (`ABC123`, with or without '#').
 */
export async function notifyTracking(request: NotifyTrackingRequest): Promise<Order> {
  const { order } = await apiSend(
    'POST',
    '/admin/notify-tracking',
    request,
    AdminOrderResponseSchema,
    { fallbackMessage: 'Notify error' },
  );
  return order;
}

export function useNotifyTracking(staleAfterChange: StaleAfterOrderChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notifyTracking,
    onSuccess: () => invalidateAfterOrderChange(queryClient, staleAfterChange),
  });
}
