import type { SessionUser } from '../../core/auth';
import {
  takeAllowance,
  tooManyRequests,
  transactionalWindow,
  type Allowance,
  type TransactionalWindow,
} from '../../core/rate-limit';
import { settleCouponAttempt, takeCouponAttempt, tooManyCouponAttempts } from '../coupons';
import { idempotencyDocId } from './idempotency';
import { idempotencyClaims } from './idempotency-claim';

/**
 * The per-client limits around placing an order: placed orders per account (or per address
 * for guests) and failed coupon attempts.
 * - An account's placed orders are counted inside the order's own transaction
 *   (`accountOrderWindow`: its window read with the order's plain reads and counted with the
 *   order, guarded by the update time read), so a refused or failed order counts nothing and
 *   costs no call to count or give back (issue 23), and of one account's simultaneous orders
 *   only one commits per count: the others read again. The order's screen refuses an account
 *   already at its limit from a plain read of the same window.
 * - A guest's are counted by address, which hundreds of shoppers may share: a guarded count
 *   there would make all of them retry, so it is taken before the order runs with a lock-free
 *   increment (a burst cannot slip under the limit) and given back when the request turned
 *   out not to count (a replay or a failed order placed nothing).
 * - Failed coupon attempts are counted the same way, and given back when the coupon worked.
 */

export const ORDER_LIMIT_MESSAGE = 'Too many orders, try again later';

/** An account's window of placed orders, counted in the order's transaction; null for guests. */
export const accountOrderWindow = (
  buyer: SessionUser | null,
  client: string,
): TransactionalWindow | null => (buyer ? transactionalWindow('order', client) : null);

export interface OrderLimitRequest {
  /** `requestClient`: the account when signed in, else the address. */
  client: string;
  buyer: SessionUser | null;
  idempotencyKey: string;
  coupon: string | null | undefined;
}

const tooManyOrders = (retryAfterSeconds: number) =>
  tooManyRequests(retryAfterSeconds, ORDER_LIMIT_MESSAGE);

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
    // An account's orders are counted in the order's transaction (accountOrderWindow).
    request.buyer ? null : takeAllowance('order', request.client),
    request.coupon ? takeCouponAttempt(request.client) : null,
  ]);
  if (!order && !coupon) return place();
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
        ? tooManyOrders(refused.retryAfterSeconds)
        : tooManyCouponAttempts(refused.retryAfterSeconds);
    }
    await Promise.all(taken.map((a) => a.giveBack()));
    return place();
  }
  let result: T;
  try {
    result = await place();
  } catch (err) {
    await Promise.all([order?.giveBack(), coupon && settleCouponAttempt(coupon, err)]);
    throw err;
  }
  await Promise.all([result.replayed ? order?.giveBack() : null, coupon?.giveBack()]);
  return result;
}
