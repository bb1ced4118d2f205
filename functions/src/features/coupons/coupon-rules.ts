import type { Coupon } from '../../contract/coupon';
import { AppError } from '../../core/errors';

/** Who wants to use a coupon: a signed-in account, or null for a guest. */
export interface CouponBuyer {
  uid: string;
  email: string;
  /** The credential's `email_verified`: an assigned coupon needs a proven mailbox. */
  emailVerified: boolean;
}

export interface CouponCheck {
  now: Date;
  buyer: CouponBuyer | null;
  /** Whether this buyer already has a redemption of this coupon on record. */
  usedByBuyer: boolean;
}

/** Each failure says what is wrong in words a shopper understands, with its own status. */
export const couponErrors = {
  notFound: () => new AppError('coupon_not_found', 'Coupon not found', 404),
  expired: () => new AppError('coupon_expired', 'This coupon has expired', 410),
  signInRequired: () => new AppError('coupon_sign_in', 'Sign in to use this coupon', 401),
  notYours: () =>
    new AppError('coupon_not_assigned', 'This coupon is not available for your account', 403),
  verifyEmail: () =>
    new AppError('coupon_email_unverified', 'Verify your e-mail to use this coupon', 403),
  alreadyUsed: () => new AppError('coupon_already_used', 'You have already used this coupon', 409),
  usedUp: () => new AppError('coupon_used_up', 'This coupon has reached its usage limit', 409),
};

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The coupon rules, checked in an order that tells the buyer the most useful thing first:
 * a property of the coupon itself (missing, expired), then whether it is theirs, then
 * whether uses are left. An assigned coupon is personal: it needs a signed-in account whose
 * e-mail is on its list and verified (an e-mail typed into the shipping form, or registered
 * without opening the verification link, proves nothing), and each such account may use it
 * once. The verification is asked for only once the address matches, so the real owner
 * hears what to do and anyone else hears 'not available'.
 */
export function assertCouponUsable(
  coupon: Coupon | null,
  { now, buyer, usedByBuyer }: CouponCheck,
): asserts coupon is Coupon {
  if (!coupon) throw couponErrors.notFound();
  if (coupon.expiresAt !== null && Date.parse(coupon.expiresAt) < now.getTime()) {
    throw couponErrors.expired();
  }
  if (coupon.assignedTo.length > 0) {
    if (!buyer) throw couponErrors.signInRequired();
    const email = buyer.email;
    if (email === '' || !coupon.assignedTo.some((assigned) => sameEmail(assigned, email))) {
      throw couponErrors.notYours();
    }
    if (!buyer.emailVerified) throw couponErrors.verifyEmail();
    if (usedByBuyer) throw couponErrors.alreadyUsed();
  }
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) throw couponErrors.usedUp();
}
