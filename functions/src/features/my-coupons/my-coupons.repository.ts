import type { Coupon } from '../../contract/coupon';
import { db } from '../../core/firebase';
import { couponsRepository } from '../coupons';

export const myCouponsRepository = {
  /**
   * Every coupon, parsed as checkout parses them (a broken one is skipped and logged). The
   * list is the admin-managed set the admin tab also lists whole; reading it whole is what
   * lets assigned e-mails match in any letter case, which an `array-contains` query cannot.
   */
  async all(): Promise<Coupon[]> {
    const snap = await db.collection('coupons').get();
    return snap.docs.map(couponsRepository.toCoupon).filter((c): c is Coupon => c !== null);
  },

  /** Which of these codes the account has redeemed, in one batched read. */
  async redeemedBy(uid: string, codes: readonly string[]): Promise<Set<string>> {
    if (codes.length === 0) return new Set();
    const snaps = await db.getAll(
      ...codes.map((code) => couponsRepository.redemptionRef(code, uid)),
    );
    return new Set(codes.filter((_code, i) => snaps[i]?.exists === true));
  },
};
