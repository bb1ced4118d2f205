import { useMutation } from '@tanstack/react-query';
import { ConfirmOrderResponseSchema, type ConfirmOrderRequest } from '@contract/order-confirmation';
import { m } from '@/i18n/messages';
import { apiSend } from '@/lib/api-client';

/**
 * POST /api/orders/confirm: confirms an order with the token of its e-mail link. Sent without
 * cookies: the token alone proves the mailbox, and no session is needed.
 */
export function confirmOrder(request: ConfirmOrderRequest) {
  return apiSend('POST', '/orders/confirm', request, ConfirmOrderResponseSchema, {
    fallbackMessage: m.checkout_confirm_error(),
    credentials: 'omit',
  });
}

export function useConfirmOrder() {
  return useMutation({ mutationFn: confirmOrder });
}
