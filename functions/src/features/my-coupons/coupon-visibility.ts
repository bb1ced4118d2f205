import type { MyCoupon } from '../../contract/account';
import type { Coupon } from '../../contract/coupon';
import { assertCouponUsable, type CouponBuyer } from '../coupons';

export interface Viewer extends CouponBuyer {
  /** Codes this account has already redeemed (`coupons/{CODE}/redemptions/{uid}` exists). */
  redeemed: ReadonlySet<string>;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Assigned to the viewer's e-mail, in any letter case. */
const isAssignedTo = (coupon: Coupon, email: string): boolean =>
  email !== '' && coupon.assignedTo.some((assigned) => sameEmail(assigned, email));

/**
 * Offered to this e-mail: assigned to it, or offered to everyone (global, not hidden, and
 * not personal: an assigned list makes a coupon personal whatever its flags say).
 */
export const isOfferedTo = (coupon: Coupon, email: string): boolean =>
  isAssignedTo(coupon, email) ||
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
    .filter((c) => isOfferedTo(c, viewer.email))
    .filter((c) => !viewer.redeemed.has(c.code) && usable(c, viewer, now))
    .sort(
      (a, b) =>
        Number(isAssignedTo(b, viewer.email)) - Number(isAssignedTo(a, viewer.email)) ||
        a.code.localeCompare(b.code),
    )
    .map(({ code, type, value, title, expiresAt }) => ({ code, type, value, title, expiresAt }));
}
