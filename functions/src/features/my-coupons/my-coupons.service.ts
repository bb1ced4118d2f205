import type { MyCoupon } from '../../contract/account';
import { couponsRepository, type CouponBuyer } from '../coupons';
import { couponsForViewer, isOfferedTo } from './coupon-visibility';

export const myCouponsService = {
  /**
   * The coupons this account could use at checkout now and has not used yet. An unverified
   * address is not even looked up: assigned coupons are handed only to a proven mailbox.
   */
  async list(user: CouponBuyer): Promise<MyCoupon[]> {
    const candidates = await couponsRepository.offeredTo(user.emailVerified ? user.email : null);
    const offered = candidates.filter((c) => isOfferedTo(c, user));
    const redeemed = await couponsRepository.redeemedBy(
      user.uid,
      offered.map((c) => c.code),
    );
    return couponsForViewer(offered, { ...user, redeemed }, new Date());
  },
};
