import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { CouponSchema, type Coupon } from '../../contract/coupon';
import { db } from '../../core/firebase';
import type { CouponBuyer } from './coupon-rules';

/**
 * Layout: `coupons/{CODE}` holds the coupon (`expiresAt` a Timestamp or null) and its
 * `uses` counter; `coupons/{CODE}/redemptions/{uid}` records that a signed-in account has
 * used it (the per-account limit of assigned coupons reads it).
 */
const couponRef = (code: string) => db.collection('coupons').doc(code);
const redemptionRef = (code: string, uid: string) =>
  couponRef(code).collection('redemptions').doc(uid);

/** A stored coupon that does not match the contract cannot be trusted: it counts as missing. */
function toCoupon(snap: DocumentSnapshot): Coupon | null {
  if (!snap.exists) return null;
  const data = snap.data() ?? {};
  const expiresAt: unknown = data.expiresAt;
  const parsed = CouponSchema.safeParse({
    ...data,
    code: snap.id,
    expiresAt: expiresAt instanceof Timestamp ? expiresAt.toDate().toISOString() : expiresAt,
  });
  if (parsed.success) return parsed.data;
  logger.warn('invalid_coupon_document', { code: snap.id, issue: parsed.error.issues[0]?.message });
  return null;
}

export const couponsRepository = {
  couponRef,
  redemptionRef,
  toCoupon,

  /** The coupon and, for a signed-in buyer, whether they have redeemed it. Outside a transaction. */
  async findWithRedemption(
    code: string,
    uid: string | null,
  ): Promise<{ coupon: Coupon | null; redeemed: boolean }> {
    const refs = uid ? [couponRef(code), redemptionRef(code, uid)] : [couponRef(code)];
    const [couponSnap, redemptionSnap] = await db.getAll(...refs);
    return {
      coupon: couponSnap ? toCoupon(couponSnap) : null,
      redeemed: redemptionSnap?.exists ?? false,
    };
  },

  /**
   * Counts one use; the caller has read `uses` and checked it against `maxUses`, either under
   * the transaction's lock or, with `readAt` (the update time it read), guarded by it.
   */
  countUse(tx: Transaction, code: string, readAt?: Timestamp): void {
    const data = { uses: FieldValue.increment(1) };
    if (readAt) tx.update(couponRef(code), data, { lastUpdateTime: readAt });
    else tx.update(couponRef(code), data);
  },

  /** Records (or adds to) a signed-in buyer's redemption; `orderId` null when marked by hand. */
  recordRedemption(
    tx: Transaction,
    code: string,
    buyer: CouponBuyer,
    orderId: string | null,
    at: Timestamp,
  ): void {
    tx.set(
      redemptionRef(code, buyer.uid),
      { uid: buyer.uid, email: buyer.email, orderId, usedAt: at, count: FieldValue.increment(1) },
      { merge: true },
    );
  },
};
