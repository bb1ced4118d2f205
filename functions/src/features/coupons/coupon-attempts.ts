import { AppError } from '../../core/errors';
import { takeAllowance, tooManyRequests, type Allowance } from '../../core/rate-limit';

/**
 * Coupon guessing is limited by failed attempts per client (account, else address), at the
 * quote and at the order alike. The distinct answers (unknown, expired, not yours, used up)
 * stay because they help a shopper; the limit is what stops a script from walking the code
 * space behind them.
 */

/** The rule failures a guess can produce (`coupon-rules.ts`); each one counts. */
const FAILURE_CODES = new Set([
  'coupon_not_found',
  'coupon_expired',
  'coupon_sign_in',
  'coupon_not_assigned',
  'coupon_email_unverified',
  'coupon_already_used',
  'coupon_used_up',
]);

export const isCouponFailure = (err: unknown): boolean =>
  err instanceof AppError && FAILURE_CODES.has(err.code);

export const tooManyCouponAttempts = (retryAfterSeconds: number) =>
  tooManyRequests(retryAfterSeconds, 'Too many failed coupon attempts, try again later');

/**
 * Counts the attempt before the coupon is checked, so simultaneous guesses cannot all slip
 * under the limit; `settle` then gives the count back unless the coupon failed.
 */
export async function takeCouponAttempt(client: string): Promise<Allowance> {
  return takeAllowance('coupon-failure', client);
}

export async function settleCouponAttempt(attempt: Allowance, err: unknown): Promise<void> {
  if (!isCouponFailure(err)) await attempt.giveBack();
}

/**
 * Runs `check` (which checks `code` among other things) as one counted attempt. While the
 * client is at the limit the check does not run at all: a 429, whatever the code, so a
 * guesser learns nothing more until the window resets.
 */
export async function withCouponAttempt<T>(
  client: string,
  code: string | null | undefined,
  check: () => Promise<T>,
): Promise<T> {
  if (!code) return check();
  const attempt = await takeCouponAttempt(client);
  if (!attempt.allowed) throw tooManyCouponAttempts(attempt.retryAfterSeconds);
  try {
    const result = await check();
    await attempt.giveBack();
    return result;
  } catch (err) {
    await settleCouponAttempt(attempt, err);
    throw err;
  }
}
