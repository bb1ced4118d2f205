import {
  FieldValue,
  Timestamp,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { actorPseudonym } from '../../core/audit-log';
import { normaliseEmail } from '../../core/env';
import { db } from '../../core/firebase';

/** Firestore allows at most 500 writes per batch. */
const BATCH_SIZE = 500;

/** What a deleted account's reviews and support tickets keep instead of name and e-mail. */
export const FORMER_CUSTOMER = { name: 'Former customer', email: 'deleted@deleted.invalid' };

type Change =
  Record<string, unknown> | ((doc: QueryDocumentSnapshot) => Record<string, unknown> | null);

/**
 * Deletes (no `change`) or updates every document the query finds, in batches; `change` may
 * be the fields or decide them per document (null: leave it). Returns how many it wrote.
 */
async function writeAll(query: Query, change?: Change): Promise<number> {
  const docs = (await query.get()).docs;
  let written = 0;
  for (let start = 0; start < docs.length; start += BATCH_SIZE) {
    const batch = db.batch();
    let writes = 0;
    for (const doc of docs.slice(start, start + BATCH_SIZE)) {
      const update = typeof change === 'function' ? change(doc) : change;
      if (change === undefined) batch.delete(doc.ref);
      else if (update) batch.update(doc.ref, update);
      else continue;
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    written += writes;
  }
  return written;
}

/** A review the store entered loses only the admin's address; anything else, name and e-mail. */
const anonymised = (doc: QueryDocumentSnapshot) =>
  doc.get('enteredBy') === undefined ? FORMER_CUSTOMER : { email: FORMER_CUSTOMER.email };

/**
 * The personal data other features keep about an account, outside `users/{uid}` and the
 * orders: referral codes (`referralCodes/{CODE}` {uid}), coupon redemptions
 * (`coupons/{CODE}/redemptions/{uid}` {email, ...}), coupon assignments
 * (`coupons/{CODE}.assignedTo`, e-mails), the admin log (`logs` entries whose actor is the
 * e-mail), and reviews and support tickets (found by the author's uid).
 *
 * Whatever is found by e-mail alone is touched only when that is safe for someone else who
 * might own the address: an unverified account proves nothing about its address.
 */
export const accountDataRepository = {
  /** The account's referral codes go; a friend's `referrals` record keeps only the uid. */
  deleteReferralCodes(uid: string): Promise<number> {
    return writeAll(db.collection('referralCodes').where('uid', '==', uid));
  },

  /**
   * Redemptions stay (they count uses of one-use coupons) without the e-mail. Index: a
   * collection-group field override on `redemptions.uid` (firestore.indexes.json).
   */
  forgetRedemptionEmails(uid: string): Promise<number> {
    return writeAll(db.collectionGroup('redemptions').where('uid', '==', uid), { email: '' });
  },

  /**
   * The address comes off every coupon assigned to it: the coupons are found by the
   * normalised copy `assignedEmails` (array-contains; existing coupons get it from the
   * backfill, coupons/backfill-assigned-emails.ts), and each spelling the admin typed in
   * `assignedTo` is removed with `arrayRemove`, together with the copy, so an admin's change
   * made meanwhile is kept. Called only for a verified address (account-deletion.service.ts).
   */
  async forgetCouponAssignments(email: string): Promise<number> {
    if (email === '') return 0;
    const wanted = normaliseEmail(email);
    const coupons = await db
      .collection('coupons')
      .where('assignedEmails', 'array-contains', wanted)
      .select('assignedTo')
      .get();
    for (const coupon of coupons.docs) {
      const assigned: unknown = coupon.get('assignedTo');
      const spellings = (Array.isArray(assigned) ? assigned : []).filter(
        (item): item is string => typeof item === 'string' && normaliseEmail(item) === wanted,
      );
      await coupon.ref.update({
        ...(spellings.length > 0 && { assignedTo: FieldValue.arrayRemove(...spellings) }),
        assignedEmails: FieldValue.arrayRemove(wanted),
      });
    }
    return coupons.size;
  },

  /**
   * Log entries stay (what happened, when, and that one person did it all) under the
   * account's pseudonym instead of its e-mail. An entry naming the e-mail is the account's
   * when the address is verified (admin actions need a verified address), or when it records
   * one of the account's own orders (`order.created`, target in `orderIds`); an entry written
   * under the same address by someone else is never rewritten by an unverified account.
   */
  async pseudonymiseLogActor(
    account: { uid: string; email: string; emailVerified: boolean },
    orderIds: ReadonlySet<string>,
  ): Promise<number> {
    if (account.email === '') return 0;
    const actor = actorPseudonym(account.uid);
    const own = (doc: QueryDocumentSnapshot) =>
      doc.get('action') === 'order.created' && orderIds.has(String(doc.get('target')));
    return writeAll(db.collection('logs').where('actor', '==', account.email), (doc) =>
      account.emailVerified || own(doc) ? { actor } : null,
    );
  },

  /** Ids of the orders the account owns (before they are anonymised and let go). */
  async orderIdsOf(uid: string): Promise<Set<string>> {
    const snap = await db.collection('orders').where('userUid', '==', uid).select().get();
    return new Set(snap.docs.map((doc) => doc.id));
  },

  /**
   * Reviews (with their votes and the store's answer) and support tickets stay, as what was
   * said, without who said it: those the account wrote signed in (`uid`), and, when its
   * address is verified, every one written with that address (stored lower-cased): as a
   * guest, or before `uid` was recorded.
   * Reviews an admin entered for the store (`enteredBy`) keep their name and lose only the
   * admin's address. Never found by an unverified e-mail: anyone can type any address into
   * a review or register it, and must not be able to erase another person's name.
   */
  async forgetReviewsAndTickets(uid: string, verifiedEmail: string | null): Promise<number> {
    const writes: Promise<number>[] = [
      writeAll(db.collection('reviews').where('enteredBy', '==', uid), anonymised),
    ];
    for (const name of ['reviews', 'supportTickets']) {
      writes.push(writeAll(db.collection(name).where('uid', '==', uid), anonymised));
      if (verifiedEmail) {
        writes.push(writeAll(db.collection(name).where('email', '==', verifiedEmail), anonymised));
      }
    }
    const counts = await Promise.all(writes);
    return counts.reduce((sum, n) => sum + n, 0);
  },

  /** The admin log (spec: Log {action, time}); actor and target are the uid, never more. */
  async logDeletion(uid: string): Promise<void> {
    await db.collection('logs').add({
      action: 'account.deleted',
      actor: uid,
      target: uid,
      time: Timestamp.now(),
    });
  },
};
