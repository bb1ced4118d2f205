import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { deleteMatching } from '../../core/delete-matching';
import { db } from '../../core/firebase';
import type { AccountToForget } from '../../core/forget-account';
import { usersRepository, type UserCodeRead } from '../auth';
import type { GuardedWrites } from './loyalty-transaction';

/**
 * Layout: `referralCodes/{CODE}` {uid, createdAt} (its id makes codes unique);
 * the owner's one code on its user document (auth's `usersRepository.referralCodeOf`);
 * `referrals/{refereeUid}` {referrerUid, code, createdAt} (its id makes "once per user");
 * `orderBonuses/{orderId}` {refereeUid, referrerUid, amount, orderTotal, createdAt, share,
 * credited, cycle, trimmed, creditMonth} (its id makes "once per order"), written by the order
 * trigger when the order is created and only for orders someone earns from; the last five
 * follow paid, cancel and back to new (referral-settlement.ts). Records of before that rule
 * may say referrerUid null and amount 0 (nobody earned).
 * All are read without locks and written with `create` (or an update guarded by the update
 * time read), so simultaneous calls never wait on each other's reads: one commit wins, the
 * others fail at once and their next attempt reads what it wrote (loyalty-transaction.ts).
 */
const codes = () => db.collection('referralCodes');
const codeRef = (code: string) => codes().doc(code);
const referralRef = (refereeUid: string) => db.collection('referrals').doc(refereeUid);
const orderBonusRef = (orderId: string) => db.collection('orderBonuses').doc(orderId);

const ReferralSchema = z.object({
  referrerUid: z.string().min(1),
  code: z.string(),
  createdAt: z.instanceof(Timestamp),
});
export type Referral = z.infer<typeof ReferralSchema>;

/**
 * Records written before cancellations took credits back lack the last fields: they were
 * credited in full, in cycle 0, in the month they were made (the defaults below say so).
 */
const OrderBonusRecordSchema = z
  .object({
    refereeUid: z.string().min(1),
    referrerUid: z.string().min(1).nullable(),
    /** What the referrer holds from this order now: 0 while it is reversed. */
    amount: z.number().nonnegative(),
    orderTotal: z.number().nonnegative(),
    createdAt: z.instanceof(Timestamp),
    /** The full referral share of the order, before the monthly cap. */
    share: z.number().nonnegative().optional(),
    /** True while the referrer holds the credit: the order is paid (or later). */
    credited: z.boolean().default(true),
    /** How many times the credit was taken back: numbers the ledger entries of each cycle. */
    cycle: z.int().nonnegative().default(0),
    /** The part of the share the monthly cap cut off at the last credit. */
    trimmed: z.number().nonnegative().default(0),
    /** The month (UTC, `YYYY-MM`) the current credit counts in. */
    creditMonth: z.string().optional(),
  })
  .transform((r) => ({
    ...r,
    share: r.share ?? r.amount,
    creditMonth: r.creditMonth ?? r.createdAt.toDate().toISOString().slice(0, 7),
  }));
export type OrderBonusRecord = z.output<typeof OrderBonusRecordSchema>;

/** A record as read for a change, with the update time its write is guarded by. */
export interface OrderBonusRead {
  record: OrderBonusRecord | null;
  version: Timestamp | null;
}

/**
 * A record that exists but does not parse is corrupt data: it fails loudly (500, logged by
 * the error handler) rather than being read as "never happened", which could pay twice.
 */
function parseRecord<S extends z.ZodType>(schema: S, snap: DocumentSnapshot): z.infer<S> | null {
  return snap.exists ? schema.parse(snap.data()) : null;
}

const stringField = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

async function orderBonusForChange(orderId: string): Promise<OrderBonusRead> {
  const snap = await orderBonusRef(orderId).get();
  return {
    record: parseRecord(OrderBonusRecordSchema, snap),
    version: snap.exists ? (snap.updateTime ?? null) : null,
  };
}

export const referralsRepository = {
  /** The code on the user's document, or null. */
  async codeOfUser(uid: string): Promise<string | null> {
    return (await usersRepository.referralCodeOf(uid)).code;
  },

  /** The same, with what `createCode` guards its write to the user document by. */
  userCodeOf: (uid: string): Promise<UserCodeRead> => usersRepository.referralCodeOf(uid),

  /** Who owns a code, or null when nobody does. */
  async ownerOfCode(code: string): Promise<string | null> {
    return stringField((await codeRef(code).get()).get('uid'));
  },

  /**
   * Fails the commit if the code was taken meanwhile (create, not set) or the user document
   * changed since `user` was read (so two first calls at once still end with one code).
   */
  createCode(
    writes: GuardedWrites,
    code: string,
    uid: string,
    createdAt: Timestamp,
    user: UserCodeRead,
  ): void {
    writes.create(codeRef(code), { uid, createdAt });
    usersRepository.setReferralCode(writes, uid, code, user);
  },

  /**
   * A deleted account's referral codes go (so nobody can use them any more); a friend's
   * `referrals` record keeps only the uid. Returns how many codes it deleted.
   */
  forgetCodesOf({ uid }: AccountToForget): Promise<number> {
    return deleteMatching(codes().where('uid', '==', uid));
  },

  async referralOf(refereeUid: string): Promise<Referral | null> {
    return parseRecord(ReferralSchema, await referralRef(refereeUid).get());
  },

  /** Fails the commit if the referee has a referral by then. */
  recordReferral(writes: GuardedWrites, refereeUid: string, referral: Referral): void {
    writes.create(referralRef(refereeUid), referral);
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

  async orderBonusOf(orderId: string): Promise<OrderBonusRecord | null> {
    return (await orderBonusForChange(orderId)).record;
  },

  orderBonusForChange,

  /**
   * Creates the record, or (with `read.version`) replaces its figures guarded by the update
   * time read: either fails the commit if a simultaneous change wrote the record first.
   */
  recordOrderBonus(
    writes: GuardedWrites,
    orderId: string,
    record: OrderBonusRecord,
    read: Pick<OrderBonusRead, 'version'> = { version: null },
  ): void {
    if (read.version) {
      writes.update(
        orderBonusRef(orderId),
        { ...record, updatedAt: Timestamp.now() },
        {
          lastUpdateTime: read.version,
        },
      );
    } else {
      writes.create(orderBonusRef(orderId), record);
    }
  },
};
