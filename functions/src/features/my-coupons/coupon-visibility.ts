import type { MyCoupon } from '../../contract/account';
import type { Coupon } from '../../contract/coupon';
import { normaliseEmail } from '../../core/env';
import { assertCouponUsable, type CouponBuyer } from '../coupons';

export interface Viewer extends CouponBuyer {
  /** Codes this account has already redeemed (`coupons/{CODE}/redemptions/{uid}` exists). */
  redeemed: ReadonlySet<string>;
}

/**
 * Assigned to the viewer's e-mail, in any letter case, and that e-mail is verified: an
 * address registered without opening the verification link proves nothing, so it is handed
 * no one's personal coupon (checkout would refuse it too).
 */
const isAssignedTo = (coupon: Coupon, viewer: CouponBuyer): boolean =>
  viewer.emailVerified &&
  viewer.email !== '' &&
  coupon.assignedTo.some((assigned) => normaliseEmail(assigned) === normaliseEmail(viewer.email));

/**
 * Offered to this viewer: assigned to them, or offered to everyone (global, not hidden, and
 * not personal: an assigned list makes a coupon personal whatever its flags say).
 */
export const isOfferedTo = (coupon: Coupon, viewer: CouponBuyer): boolean =>
  isAssignedTo(coupon, viewer) ||
  (coupon.isGlobal && !coupon.isHidden && coupon.assignedTo.length === 0);

/** Whether checkout would accept it from this account right now: the rules, not a copy. */
function usable(coupon: Coupon, viewer: Viewer, now: Date): boolean {
  try {
    assertCouponUsable(coupon, { now, buyer: viewer, usedByBuyer: false });
    return true;
  } catch {
    return false;
  }
}

/**
 * The promocodes tab: coupons offered to everyone plus those assigned to the viewer, that
 * checkout would accept from them now (not expired, not used up) and that they have not
 * redeemed yet. The viewer's own coupons come first, then by code.
 */
export function couponsForViewer(
  coupons: readonly Coupon[],
  viewer: Viewer,
  now: Date,
): MyCoupon[] {
  return coupons
    .filter((c) => isOfferedTo(c, viewer))
    .filter((c) => !viewer.redeemed.has(c.code) && usable(c, viewer, now))
    .sort(
      (a, b) =>
        Number(isAssignedTo(b, viewer)) - Number(isAssignedTo(a, viewer)) ||
        a.code.localeCompare(b.code),
    )
    .map(({ code, type, value, title, expiresAt }) => ({ code, type, value, title, expiresAt }));
}
