// What other features may use of coupons: the stored coupons and redemptions, the rule of who
// may use one, the per-client limit on failed coupon attempts, and forgetting a deleted account.
import { verifiedEmailOf, type AccountToForget } from '../../core/forget-account';
import { couponsRepository } from './coupons.repository';

export {
  settleCouponAttempt,
  takeCouponAttempt,
  tooManyCouponAttempts,
  withCouponAttempt,
} from './coupon-attempts';
export { assignedEmailsOf } from './assigned-emails';
export { assertCouponUsable, type CouponBuyer } from './coupon-rules';
export { couponsRepository } from './coupons.repository';

/**
 * Coupons' part of an account's deletion: its redemptions lose the e-mail, and a verified
 * address comes off the coupons assigned to it (an unverified account proves nothing about
 * its address: those coupons stay their owner's). Returns how many documents it changed.
 */
export async function forgetAccount(account: AccountToForget): Promise<number> {
  const email = verifiedEmailOf(account);
  const counts = await Promise.all([
    couponsRepository.forgetRedemptionEmails(account.uid),
    email ? couponsRepository.forgetAssignments(email) : 0,
  ]);
  return counts[0] + counts[1];
}
