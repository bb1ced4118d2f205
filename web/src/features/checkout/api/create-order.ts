import {
  CreateOrderResponseSchema,
  type CreateOrderRequest,
  type CreateOrderResponse,
} from '@contract/checkout';
import { apiSend } from '@/lib/api-client';

/**
 * POST /api/orders. `idempotencyKey` names the checkout attempt: sending the same body
 * again with the same key returns the same order instead of a second one.
 */
export function createOrder(
  request: CreateOrderRequest,
  idempotencyKey: string,
): Promise<CreateOrderResponse> {
  return apiSend('POST', '/orders', request, CreateOrderResponseSchema, {
    fallbackMessage: 'Order error',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
