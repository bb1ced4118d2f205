import { Timestamp, type Query } from 'firebase-admin/firestore';
import { db } from '../../core/firebase';

/** Firestore allows at most 500 writes per batch. */
const BATCH_SIZE = 500;

/** What old admin log entries name instead of a deleted account's e-mail. */
export const DELETED_ACTOR = 'deleted-user';

/** What a deleted account's reviews and support tickets keep instead of name and e-mail. */
export const FORMER_CUSTOMER = { name: 'Former customer', email: 'deleted@deleted.invalid' };

/** Deletes, or updates with `update`, every document the query finds; returns how many. */
async function writeAll(query: Query, update?: Record<string, unknown>): Promise<number> {
  const docs = (await query.get()).docs;
  for (let start = 0; start < docs.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const doc of docs.slice(start, start + BATCH_SIZE)) {
      if (update) batch.update(doc.ref, update);
      else batch.delete(doc.ref);
    }
    await batch.commit();
  }
  return docs.length;
}

/**
 * The personal data other features keep about an account, outside `users/{uid}` and the
 * orders: referral codes (`referralCodes/{CODE}` {uid}), coupon redemptions
 * (`coupons/{CODE}/redemptions/{uid}` {email, ...}), the admin log (`logs` entries whose
 * actor is the e-mail), and reviews and support tickets written with the e-mail.
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

  /** Log entries stay (what happened, when) without naming the person who did it. */
  forgetLogActor(email: string): Promise<number> {
    if (email === '') return Promise.resolve(0);
    return writeAll(db.collection('logs').where('actor', '==', email), { actor: DELETED_ACTOR });
  },

  /**
   * Reviews (with their votes and the store's answer) and support tickets stay, as what was
   * said, without who said it. Both store e-mails lower-cased.
   */
  async forgetReviewsAndTickets(email: string): Promise<number> {
    if (email === '') return 0;
    const counts = await Promise.all(
      ['reviews', 'supportTickets'].map((name) =>
        writeAll(db.collection(name).where('email', '==', email), FORMER_CUSTOMER),
      ),
    );
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
