import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../../core/firebase';

/**
 * Layout: `referralCodes/{CODE}` {uid, createdAt} (its id makes codes unique);
 * `users/{uid}.referralCode` (the owner's one code, merged into the user document);
 * `referrals/{refereeUid}` {referrerUid, code, createdAt} (its id makes "once per user");
 * `orderBonuses/{orderId}` {refereeUid, referrerUid, amount, orderTotal, createdAt} (its id
 * makes "once per order"; referrerUid null and amount 0 when nobody earned).
 */
const codeRef = (code: string) => db.collection('referralCodes').doc(code);
const userRef = (uid: string) => db.collection('users').doc(uid);
const referralRef = (refereeUid: string) => db.collection('referrals').doc(refereeUid);
const orderBonusRef = (orderId: string) => db.collection('orderBonuses').doc(orderId);

const ReferralSchema = z.object({
  referrerUid: z.string().min(1),
  code: z.string(),
  createdAt: z.instanceof(Timestamp),
});
export type Referral = z.infer<typeof ReferralSchema>;

const OrderBonusRecordSchema = z.object({
  refereeUid: z.string().min(1),
  referrerUid: z.string().min(1).nullable(),
  amount: z.number().nonnegative(),
  orderTotal: z.number().nonnegative(),
  createdAt: z.instanceof(Timestamp),
});
export type OrderBonusRecord = z.infer<typeof OrderBonusRecordSchema>;

/**
 * A record that exists but does not parse is corrupt data: it fails loudly (500, logged by
 * the error handler) rather than being read as "never happened", which could pay twice.
 */
function parseRecord<S extends z.ZodType>(schema: S, snap: DocumentSnapshot): z.infer<S> | null {
  return snap.exists ? schema.parse(snap.data()) : null;
}

const stringField = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export const referralsRepository = {
  /** The code on the user's document, or null. Inside a transaction when about to create one. */
  async codeOfUser(uid: string, tx?: Transaction): Promise<string | null> {
    const snap = tx ? await tx.get(userRef(uid)) : await userRef(uid).get();
    return stringField(snap.get('referralCode'));
  },

  /** Who owns a code, or null when nobody does. */
  async ownerOfCode(tx: Transaction, code: string): Promise<string | null> {
    return stringField((await tx.get(codeRef(code))).get('uid'));
  },

  /** Fails the transaction if the code was taken meanwhile (create, not set). */
  createCode(tx: Transaction, code: string, uid: string, createdAt: Timestamp): void {
    tx.create(codeRef(code), { uid, createdAt });
    tx.set(userRef(uid), { referralCode: code }, { merge: true });
  },

  async referralOf(tx: Transaction, refereeUid: string): Promise<Referral | null> {
    return parseRecord(ReferralSchema, await tx.get(referralRef(refereeUid)));
  },

  recordReferral(tx: Transaction, refereeUid: string, referral: Referral): void {
    tx.create(referralRef(refereeUid), referral);
  },

  /** How many accounts have used the referrer's code (a count query: no documents read). */
  async countReferred(referrerUid: string): Promise<number> {
    const snap = await db
      .collection('referrals')
      .where('referrerUid', '==', referrerUid)
      .count()
      .get();
    return snap.data().count;
  },

  async orderBonusOf(tx: Transaction, orderId: string): Promise<OrderBonusRecord | null> {
    return parseRecord(OrderBonusRecordSchema, await tx.get(orderBonusRef(orderId)));
  },

  recordOrderBonus(tx: Transaction, orderId: string, record: OrderBonusRecord): void {
    tx.create(orderBonusRef(orderId), record);
  },
};
