import type { Coupon } from '../../contract/coupon';
import { normaliseEmail } from '../../core/env';
import { db } from '../../core/firebase';
import { couponsRepository } from '../coupons';

export const myCouponsRepository = {
  /**
   * The coupons that can be offered to this address, parsed as checkout parses them (a broken
   * one is skipped and logged): those assigned to it (`assignedEmails`, stored lower-cased, so
   * `array-contains` matches any letter case the admin typed) and the global ones. Two
   * single-field queries, served by Firestore's automatic indexes; no other account's
   * coupons are read. Null e-mail: only the global ones.
   */
  async offeredTo(email: string | null): Promise<Coupon[]> {
    const coupons = db.collection('coupons');
    const queries = [coupons.where('isGlobal', '==', true)];
    if (email)
      queries.push(coupons.where('assignedEmails', 'array-contains', normaliseEmail(email)));
    const snaps = await Promise.all(queries.map((query) => query.get()));
    const byCode = new Map(snaps.flatMap((snap) => snap.docs).map((doc) => [doc.id, doc]));
    return [...byCode.values()]
      .map(couponsRepository.toCoupon)
      .filter((c): c is Coupon => c !== null);
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
