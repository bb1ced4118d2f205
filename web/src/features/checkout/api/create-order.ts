import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  CreateOrderResponseSchema,
  type CreateOrderRequest,
  type CreateOrderResponse,
} from '@contract/checkout';
import { withChallenge } from '@/features/challenge';
import { pageLocale } from '@/i18n/locale';
import { m } from '@/i18n/messages';
import { apiSend } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { sendOrderFollowUps } from './order-follow-ups';

/**
 * How a checkout answered 'in progress' (409 `in_progress`: another request with the same
 * key, e.g. a double click or a retried connection, is placing the order) is asked again:
 * after the server's `Retry-After`, capped, a few times; then the shopper sees the message
 * and 'Place Order' sends the same key again.
 */
export const IN_PROGRESS_RETRIES = 8;
const MAX_WAIT_MS = 5_000;

/**
 * An answer that leaves the order's fate unknown (the client timed out, the network
 * dropped, or the API said 503 while its database was slow: a write may still commit after
 * it) is asked once more with the same key, which replays the order if it was placed.
 */
export const UNKNOWN_RETRIES = 1;
/**
 * Placing an order is a transaction the API gives about 10 s (its own 503 after that):
 * the client waits a little longer, so it hears the server's answer rather than guessing.
 */
export const ORDER_TIMEOUT_MS = 12_000;
/** The English of `m.checkout_unconfirmed()`, which shoppers read in their page's language. */
export const UNCONFIRMED_MESSAGE =
  'We could not confirm your order. It may still have been placed: please check My orders before ordering again.';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isInProgress = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.code === 'in_progress';

const isUnknownOutcome = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.timedOut || error.status === 0 || error.status === 503);

/**
 * POST /api/orders. `idempotencyKey` names the checkout attempt: sending the same body
 * again with the same key returns the same order instead of a second one, so an answer
 * of 'in progress' is simply asked again until it replays the placed order.
 */
export async function createOrder(
  request: CreateOrderRequest,
  idempotencyKey: string,
  {
    sleep = wait,
    headers = {},
  }: { sleep?: (ms: number) => Promise<void>; headers?: Record<string, string> } = {},
): Promise<CreateOrderResponse> {
  let inProgressRetries = 0;
  let unknownRetries = 0;
  for (;;) {
    try {
      const body = { ...request, locale: pageLocale() };
      return await apiSend('POST', '/orders', body, CreateOrderResponseSchema, {
        fallbackMessage: m.checkout_order_error(),
        headers: { ...headers, 'Idempotency-Key': idempotencyKey },
        timeoutMs: ORDER_TIMEOUT_MS,
      });
    } catch (error) {
      if (isInProgress(error) && inProgressRetries < IN_PROGRESS_RETRIES) {
        inProgressRetries++;
      } else if (isUnknownOutcome(error) && unknownRetries < UNKNOWN_RETRIES) {
        unknownRetries++;
      } else if (isUnknownOutcome(error)) {
        // Not 'failed': the shopper must look before placing the same order again.
        throw new ApiError(error.status, m.checkout_unconfirmed(), {
          code: error.code,
          timedOut: error.timedOut,
        });
      } else {
        throw error;
      }
      await sleep(Math.min((error.retryAfterSeconds ?? 1) * 1000, MAX_WAIT_MS));
    }
  }
}

/** One Place Order: the order, the key of this checkout attempt, and who places it. */
export interface CreateOrderVariables {
  request: CreateOrderRequest;
  idempotencyKey: string;
  signedIn: boolean;
}

/**
 * Places the order (`createOrder`), then, for a signed-in shopper, sends the two follow-up
 * calls. A placed order changes other features' data (the stock, the buyer's orders, their
 * bonuses): the app names those query keys in `staleAfterOrder`, and they are refetched when
 * next shown (the notice does not wait for them).
 */
export function useCreateOrder(staleAfterOrder: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, idempotencyKey, signedIn }: CreateOrderVariables) => {
      // A drop in the cart: the order carries the browser check (issue 23).
      const ids = request.items.map((line) => line.id);
      const answer = await withChallenge(ids, (headers) =>
        createOrder(request, idempotencyKey, { headers }),
      );
      if (signedIn) await sendOrderFollowUps(answer.order);
      return answer;
    },
    // Sent even when the browser says it is offline: the request fails and the shopper is
    // told to check My orders, instead of 'Placing Order...' waiting for the network.
    networkMode: 'always',
    onSuccess: () => {
      for (const queryKey of staleAfterOrder) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
