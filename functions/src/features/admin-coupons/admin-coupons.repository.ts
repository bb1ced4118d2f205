import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Coupon } from '../../contract/coupon';
import { auditLog, type AuditEntry } from '../../core/audit-log';
import { AppError } from '../../core/errors';
import { db } from '../../core/firebase';
import { isFirestoreError } from '../../core/firebase-errors';
import { assignedEmailsOf, couponsRepository } from '../coupons';

export const couponErrors = {
  notFound: () => new AppError('coupon_not_found', 'Coupon not found', 404),
  exists: (code: string) =>
    new AppError('coupon_exists', `A coupon with the code ${code} already exists`, 409),
  unreadable: (code: string) =>
    new AppError(
      'invalid_coupon',
      `Coupon ${code} is stored in a form the store cannot read; delete it and create it again`,
      409,
    ),
};

/**
 * Fields as stored (`coupons/{CODE}`, `expiresAt` a Timestamp or null), for what is given;
 * `assignedTo` always goes with its normalised copy `assignedEmails` (coupons/assigned-emails.ts).
 */
type CouponFields = Partial<Omit<Coupon, 'uses'>>;
function toStored(fields: CouponFields): Record<string, unknown> {
  const { expiresAt, ...rest } = fields;
  const stored: Record<string, unknown> = { ...rest };
  if (rest.assignedTo !== undefined) stored.assignedEmails = assignedEmailsOf(rest.assignedTo);
  if (expiresAt !== undefined) {
    stored.expiresAt = expiresAt === null ? null : Timestamp.fromDate(new Date(expiresAt));
  }
  return stored;
}

function readable(snap: DocumentSnapshot): Coupon {
  if (!snap.exists) throw couponErrors.notFound();
  const coupon = couponsRepository.toCoupon(snap);
  if (!coupon) throw couponErrors.unreadable(snap.id);
  return coupon;
}

type Audit = Omit<AuditEntry, 'target'>;

export const adminCouponsRepository = {
  /** `tx.create` on the upper-cased code: two creates of one code in any case cannot both win. */
  async create(coupon: Coupon, audit: Audit): Promise<Coupon> {
    const ref = couponsRepository.couponRef(coupon.code);
    try {
      await db.runTransaction(async (tx) => {
        if ((await tx.get(ref)).exists) throw couponErrors.exists(coupon.code);
        const now = Timestamp.now();
        tx.create(ref, { ...toStored(coupon), uses: coupon.uses, createdAt: now, updatedAt: now });
        auditLog.inTransaction(tx, { ...audit, target: coupon.code }, now);
      });
    } catch (err) {
      if (isFirestoreError(err, 'ALREADY_EXISTS')) throw couponErrors.exists(coupon.code);
      throw err;
    }
    return coupon;
  },

  /**
   * Reads the coupon, lets `change` work out the new one (it may refuse), and writes only the
   * fields it changed: `uses` is never written back, so counted uses are never lost.
   */
  update(
    code: string,
    change: (current: Coupon) => { next: Coupon; fields: CouponFields },
    audit: Audit,
  ): Promise<Coupon> {
    return db.runTransaction(async (tx) => {
      const ref = couponsRepository.couponRef(code);
      const { next, fields } = change(readable(await tx.get(ref)));
      const now = Timestamp.now();
      tx.update(ref, { ...toStored(fields), updatedAt: now });
      auditLog.inTransaction(tx, { ...audit, target: code }, now);
      return next;
    });
  },

  /** The coupon and its redemptions subcollection. */
  async delete(code: string, audit: Audit): Promise<void> {
    const ref = couponsRepository.couponRef(code);
    if (!(await ref.get()).exists) throw couponErrors.notFound();
    await db.recursiveDelete(ref);
    await auditLog.write({ ...audit, target: code });
  },

  /** Adds e-mails with `arrayUnion` (no read: simultaneous sends all land); 404 when missing. */
  async assign(code: string, emails: readonly string[], audit: Audit): Promise<Coupon> {
    const ref = couponsRepository.couponRef(code);
    try {
      await db.runTransaction((tx) => {
        const now = Timestamp.now();
        tx.update(ref, {
          assignedTo: FieldValue.arrayUnion(...emails),
          assignedEmails: FieldValue.arrayUnion(...assignedEmailsOf(emails)),
          updatedAt: now,
        });
        auditLog.inTransaction(tx, { ...audit, target: code }, now);
        return Promise.resolve(); // writes only: nothing to read, nothing to wait for
      });
    } catch (err) {
      if (isFirestoreError(err, 'NOT_FOUND')) throw couponErrors.notFound();
      throw err;
    }
    return readable(await ref.get());
  },
};
