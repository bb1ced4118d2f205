// What other features may use of coupons: the stored coupons, the rule of who may use one,
// and the per-client limit on failed coupon attempts.
export {
  settleCouponAttempt,
  takeCouponAttempt,
  tooManyCouponAttempts,
  withCouponAttempt,
} from './coupon-attempts';
export { assignedEmailsOf } from './assigned-emails';
export { assertCouponUsable, type CouponBuyer } from './coupon-rules';
export { couponsRepository } from './coupons.repository';
