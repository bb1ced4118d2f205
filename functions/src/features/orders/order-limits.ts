import type { SessionUser } from '../../core/auth';
import { takeAllowance, tooManyRequests, type Allowance } from '../../core/rate-limit';
import { settleCouponAttempt, takeCouponAttempt, tooManyCouponAttempts } from '../coupons';
import { idempotencyDocId } from './idempotency';
import { idempotencyClaims } from './idempotency-claim';

/**
 * The per-client limits around placing an order: placed orders per account (or per address
 * for guests) and failed coupon attempts. Both are counted before the order runs, so a burst
 * of simultaneous requests cannot all slip under a limit, and given back afterwards when the
 * request turned out not to count: a replay or a failed order placed nothing, and a coupon
 * that worked is no failed attempt.
 */

export interface OrderLimitRequest {
  /** `requestClient`: the account when signed in, else the address. */
  client: string;
  buyer: SessionUser | null;
  idempotencyKey: string;
  coupon: string | null | undefined;
}

const tooManyOrders = (retryAfterSeconds: number) =>
  tooManyRequests(retryAfterSeconds, 'Too many orders, try again later');

/** A key whose order is already placed is answered by a replay, which places nothing. */
async function isPlacedKey(idempotencyKey: string): Promise<boolean> {
  const record = await idempotencyClaims.read(idempotencyDocId(idempotencyKey));
  return record.state === 'placed';
}

export async function withOrderLimits<T extends { replayed: boolean }>(
  request: OrderLimitRequest,
  place: () => Promise<T>,
): Promise<T> {
  const [order, coupon] = await Promise.all([
    takeAllowance('order', request.client),
    request.coupon ? takeCouponAttempt(request.client) : null,
  ]);
  const taken = [order, coupon].filter((a): a is Allowance => a !== null);
  const refused = taken.find((a) => !a.allowed);
  if (refused) {
    // Only read the key when a limit is reached: a client at its limit still gets the
    // answer of an order it already placed (its retry after a lost connection).
    const replay = await isPlacedKey(request.idempotencyKey);
    if (!replay) {
      // What was allowed was not used; what was refused stays counted, like any refusal.
      await Promise.all(taken.filter((a) => a.allowed).map((a) => a.giveBack()));
      throw refused === order
        ? tooManyOrders(order.retryAfterSeconds)
        : tooManyCouponAttempts(refused.retryAfterSeconds);
    }
    await Promise.all(taken.map((a) => a.giveBack()));
    return place();
  }
  let result: T;
  try {
    result = await place();
  } catch (err) {
    await Promise.all([order.giveBack(), coupon && settleCouponAttempt(coupon, err)]);
    throw err;
  }
  await Promise.all([result.replayed ? order.giveBack() : null, coupon?.giveBack()]);
  return result;
}
