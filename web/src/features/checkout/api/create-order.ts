import {
  CreateOrderResponseSchema,
  type CreateOrderRequest,
  type CreateOrderResponse,
} from '@contract/checkout';
import { apiSend } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/**
 * How a checkout answered 'in progress' (409 `in_progress`: another request with the same
 * key, e.g. a double click or a retried connection, is placing the order) is asked again:
 * after the server's `Retry-After`, capped, a few times; then the shopper sees the message
 * and 'Place Order' sends the same key again.
 */
export const IN_PROGRESS_RETRIES = 8;
const MAX_WAIT_MS = 5_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isInProgress = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.code === 'in_progress';

/**
 * POST /api/orders. `idempotencyKey` names the checkout attempt: sending the same body
 * again with the same key returns the same order instead of a second one, so an answer
 * of 'in progress' is simply asked again until it replays the placed order.
 */
export async function createOrder(
  request: CreateOrderRequest,
  idempotencyKey: string,
  { sleep = wait }: { sleep?: (ms: number) => Promise<void> } = {},
): Promise<CreateOrderResponse> {
  for (let retry = 0; ; retry++) {
    try {
      return await apiSend('POST', '/orders', request, CreateOrderResponseSchema, {
        fallbackMessage: 'Order error',
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    } catch (error) {
      if (!isInProgress(error) || retry >= IN_PROGRESS_RETRIES) throw error;
      await sleep(Math.min((error.retryAfterSeconds ?? 1) * 1000, MAX_WAIT_MS));
    }
  }
}
