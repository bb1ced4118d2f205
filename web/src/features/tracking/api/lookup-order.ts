import { useMutation } from '@tanstack/react-query';
import { OrderLookupResponseSchema, type OrderLookupRequest } from '@contract/order-lookup';
import { m } from '@/i18n/messages';
import { apiSend } from '@/lib/api-client';

/**
 * POST /api/orders/lookup: "Find my order" by its number and e-mail. A POST, so the e-mail
 * never appears in a URL, a history entry or a server log of paths.
 */
export function lookupOrder(request: OrderLookupRequest) {
  return apiSend('POST', '/orders/lookup', request, OrderLookupResponseSchema, {
    fallbackMessage: m.checkout_lookup_error(),
  });
}

export function useLookupOrder() {
  return useMutation({ mutationFn: lookupOrder });
}
