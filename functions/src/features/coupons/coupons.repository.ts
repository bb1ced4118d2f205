import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { CouponSchema, type Coupon } from '../../contract/coupon';
import { normaliseEmail } from '../../core/env';
import { db } from '../../core/firebase';
import { updateMatching } from '../../core/forget-account';
import type { CouponBuyer } from './coupon-rules';

/**
 * Layout: `coupons/{CODE}` holds the coupon (`expiresAt` a Timestamp or null) and its
 * `uses` counter; `coupons/{CODE}/redemptions/{uid}` records that a signed-in account has
 * used it (the per-account limit of assigned coupons reads it). The coupons feature is the
 * only one that names either: checkout, my coupons, coupon administration and account
 * deletion come through its index.ts.
 */
const coupons = () => db.collection('coupons');
const couponRef = (code: string) => coupons().doc(code);
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

const parsedCoupons = (docs: readonly DocumentSnapshot[]): Coupon[] =>
  docs.map(toCoupon).filter((c): c is Coupon => c !== null);

export const couponsRepository = {
  couponRef,
  redemptionRef,
  toCoupon,

  /** Every coupon that parses (a broken one is skipped and logged), by code. */
  async list(): Promise<Coupon[]> {
    return parsedCoupons((await coupons().orderBy(FieldPath.documentId()).get()).docs);
  },

  /**
   * The coupons that can be offered to this address, parsed as checkout parses them (a broken
   * one is skipped and logged): those assigned to it (`assignedEmails`, stored lower-cased, so
   * `array-contains` matches any letter case the admin typed) and the global ones. Two
   * single-field queries, served by Firestore's automatic indexes; no other account's
   * coupons are read. Null e-mail: only the global ones.
   */
  async offeredTo(email: string | null): Promise<Coupon[]> {
    const queries = [coupons().where('isGlobal', '==', true)];
    if (email)
      queries.push(coupons().where('assignedEmails', 'array-contains', normaliseEmail(email)));
    const snaps = await Promise.all(queries.map((query) => query.get()));
    const byCode = new Map(snaps.flatMap((snap) => snap.docs).map((doc) => [doc.id, doc]));
    return parsedCoupons([...byCode.values()]);
  },

  /** Which of these codes the account has redeemed, in one batched read. */
  async redeemedBy(uid: string, codes: readonly string[]): Promise<Set<string>> {
    if (codes.length === 0) return new Set();
    const snaps = await db.getAll(...codes.map((code) => redemptionRef(code, uid)));
    return new Set(codes.filter((_code, i) => snaps[i]?.exists === true));
  },

  /**
   * Redemptions stay (they count uses of one-use coupons) without the e-mail. Index: a
   * collection-group field override on `redemptions.uid` (firestore.indexes.json).
   */
  forgetRedemptionEmails(uid: string): Promise<number> {
    return updateMatching(db.collectionGroup('redemptions').where('uid', '==', uid), {
      email: '',
    });
  },

  /**
   * The address comes off every coupon assigned to it: the coupons are found by the
   * normalised copy `assignedEmails` (array-contains; existing coupons get it from the
   * backfill, backfill-assigned-emails.ts), and each spelling the admin typed in `assignedTo`
   * is removed with `arrayRemove`, together with the copy, so an admin's change made meanwhile
   * is kept. Only for a verified address (the caller decides). Returns how many it changed.
   */
  async forgetAssignments(email: string): Promise<number> {
    if (email === '') return 0;
    const wanted = normaliseEmail(email);
    const assigned = await coupons()
      .where('assignedEmails', 'array-contains', wanted)
      .select('assignedTo')
      .get();
    for (const coupon of assigned.docs) {
      const typed: unknown = coupon.get('assignedTo');
      const spellings = (Array.isArray(typed) ? typed : []).filter(
        (item): item is string => typeof item === 'string' && normaliseEmail(item) === wanted,
      );
      await coupon.ref.update({
        ...(spellings.length > 0 && { assignedTo: FieldValue.arrayRemove(...spellings) }),
        assignedEmails: FieldValue.arrayRemove(wanted),
      });
    }
    return assigned.size;
  },

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
