import { Router } from 'express';
import {
  CreateOrderRequestSchema,
  IdempotencyKeySchema,
  type CreateOrderResponse,
} from '../../contract/checkout';
import { ALTCHA_HEADER } from '../../contract/challenge';
import { requestLocale } from '../../core/accept-language';
import { currentUser, identify } from '../../core/auth';
import { unconfirmedOrdersConfig } from '../../core/env';
import { badRequest } from '../../core/errors';
import { noStore } from '../../core/http-cache';
import { requestClient } from '../../core/rate-limit';
import { route } from '../../core/route';
import { accountOrderWindow, withOrderLimits } from './order-limits';
import { ordersService } from './orders.service';

export const ordersRouter = Router();

/** Lets the benchmark (and anyone debugging) see how often the transaction had to retry. */
export const TRANSACTION_ATTEMPTS_HEADER = 'X-Transaction-Attempts';

/** One key per checkout attempt, chosen by the client; retries of that attempt resend it. */
function idempotencyKeyOf(header: string | undefined): string {
  if (header === undefined) throw badRequest('The Idempotency-Key header is required');
  const key = IdempotencyKeySchema.safeParse(header);
  if (!key.success) {
    throw badRequest('Invalid Idempotency-Key: 8 to 100 letters, digits, dashes or underscores');
  }
  return key.data;
}

/** Limited per client (`order-limits.ts`): placed orders, and failed coupon attempts. */
ordersRouter.post(
  '/api/orders',
  identify,
  route({ body: CreateOrderRequestSchema }, async ({ body: sent, req, res }) => {
    noStore(res);
    // The page's language (issue 25), else the one Accept-Language prefers: stored on the order.
    const body = { ...sent, locale: requestLocale(req, sent.locale) };
    const idempotencyKey = idempotencyKeyOf(req.get('Idempotency-Key'));
    const buyer = currentUser(res);
    const client = requestClient(req, res);
    // An account's placed orders are counted in the order's own transaction (order-limits.ts).
    const request = {
      body,
      idempotencyKey,
      buyer,
      altcha: req.get(ALTCHA_HEADER),
      orderWindow: accountOrderWindow(buyer, client),
    };
    // Refusals that need no count or claim first (not released, raffle, sold out, a client at
    // its limit): a drop's burst after the last unit then costs one read each.
    const screened = await ordersService.screenOrder(request);
    const limits = { client, buyer, idempotencyKey, coupon: body.coupon };
    const { order, replayed } = await withOrderLimits(limits, () =>
      ordersService.placeScreened(request, screened, {
        onAttempt: (n) => res.set(TRANSACTION_ATTEMPTS_HEADER, String(n)),
      }),
    );
    // Unconfirmed (issue 21): the checkout's notice says how long the mailed link works.
    const confirmWithinMinutes = order.contactConfirmed
      ? null
      : unconfirmedOrdersConfig().holdMinutes;
    res
      .status(replayed ? 200 : 201)
      .json({ ok: true, order, replayed, confirmWithinMinutes } satisfies CreateOrderResponse);
  }),
);
