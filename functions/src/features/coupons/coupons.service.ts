import { AppError } from '../../core/errors';
import type { CouponBuyer } from './coupon-rules';
import { couponsRepository } from './coupons.repository';

const noOrderWithCoupon = () =>
  new AppError('coupon_not_redeemed', 'No order of yours uses this coupon', 404);

export const couponsService = {
  /**
   * Marks a coupon used by a signed-in account (the web app calls this after checkout). The
   * order transaction is what counts a use, and it records a redemption for a signed-in
   * buyer; this call only confirms that record and never counts anything itself. When it
   * counted uses of its own, any account (or many fresh ones) could burn a shared coupon's
   * `maxUses` without buying. Without a redemption the answer is the same for every code,
   * so the call tells nobody which codes exist. An assigned coupon is confirmed only to a
   * verified account, like the order that accepts it (a redemption from before that rule
   * does not count).
   */
  async markUsed(code: string, buyer: CouponBuyer): Promise<void> {
    const { coupon, redeemed } = await couponsRepository.findWithRedemption(code, buyer.uid);
    const assigned = coupon !== null && coupon.assignedTo.length > 0;
    if (!redeemed || (assigned && !buyer.emailVerified)) throw noOrderWithCoupon();
  },
};
