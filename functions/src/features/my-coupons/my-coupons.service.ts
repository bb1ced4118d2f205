import type { MyCoupon } from '../../contract/account';
import type { CouponBuyer } from '../coupons';
import { couponsForViewer, isOfferedTo } from './coupon-visibility';
import { myCouponsRepository } from './my-coupons.repository';

export const myCouponsService = {
  /** The coupons this account could use at checkout now and has not used yet. */
  async list(user: CouponBuyer): Promise<MyCoupon[]> {
    const offered = (await myCouponsRepository.all()).filter((c) => isOfferedTo(c, user.email));
    const redeemed = await myCouponsRepository.redeemedBy(
      user.uid,
      offered.map((c) => c.code),
    );
    return couponsForViewer(offered, { ...user, redeemed }, new Date());
  },
};
