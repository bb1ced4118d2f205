import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../core/firebase';
import { assertCouponUsable, type CouponBuyer } from './coupon-rules';
import { couponsRepository } from './coupons.repository';

export const couponsService = {
  /**
   * Marks a coupon used by a signed-in account (the web app calls this after checkout). When
   * a redemption is on record, the order transaction already counted this use: nothing more
   * is counted. Otherwise the rules are checked and the use counted, in one transaction so
   * two calls can never count twice or go beyond `maxUses`.
   */
  async markUsed(code: string, buyer: CouponBuyer): Promise<{ counted: boolean }> {
    return db.runTransaction(async (tx) => {
      const [couponSnap, redemptionSnap] = await tx.getAll(
        couponsRepository.couponRef(code),
        couponsRepository.redemptionRef(code, buyer.uid),
      );
      if (redemptionSnap?.exists) return { counted: false };
      const coupon = couponSnap ? couponsRepository.toCoupon(couponSnap) : null;
      assertCouponUsable(coupon, { now: new Date(), buyer, usedByBuyer: false });
      couponsRepository.countUse(tx, code);
      couponsRepository.recordRedemption(tx, code, buyer, null, Timestamp.now());
      return { counted: true };
    });
  },
};
