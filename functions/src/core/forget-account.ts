import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from './firebase';

/**
 * The account being deleted, as account deletion (functions/src/account-deletion) tells each
 * feature that keeps data about it: `forgetAccount(account)` in that feature's index.ts.
 */
export interface AccountToForget {
  uid: string;
  /** As the session knows it; may be '' (an account without an address). */
  email: string;
  /** Read from Auth at deletion, not from the token (which may predate the verification). */
  emailVerified: boolean;
}

/**
 * The address to find the account's data by, or null. Whatever is found by e-mail alone is
 * touched only when the address is verified: an unverified account proves nothing about its
 * address, and must not be able to erase or rewrite what someone else wrote under it.
 */
export function verifiedEmailOf(account: AccountToForget): string | null {
  return account.emailVerified && account.email !== '' ? account.email : null;
}

/** What a deleted account's reviews and support tickets keep instead of name and e-mail. */
export const FORMER_CUSTOMER = { name: 'Former customer', email: 'deleted@deleted.invalid' };

/** Firestore allows at most 500 writes per batch. */
const BATCH_SIZE = 500;

type Change =
  Record<string, unknown> | ((doc: QueryDocumentSnapshot) => Record<string, unknown> | null);

/**
 * Updates every document the query finds, in batches: `change` is the fields, or decides them
 * per document (null: leave it). Returns how many it wrote. Safe to repeat.
 */
export async function updateMatching(query: Query, change: Change): Promise<number> {
  const docs = (await query.get()).docs;
  let written = 0;
  for (let start = 0; start < docs.length; start += BATCH_SIZE) {
    const batch = db.batch();
    let writes = 0;
    for (const doc of docs.slice(start, start + BATCH_SIZE)) {
      const update = typeof change === 'function' ? change(doc) : change;
      if (!update) continue;
      batch.update(doc.ref, update);
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    written += writes;
  }
  return written;
}

/**
 * What a person wrote into a collection others write to as well (reviews, support tickets):
 * the documents written signed in (`uid`) and, only when the address is verified, every one
 * written under it (`email`, stored lower-cased: as a guest, or before `uid` was recorded).
 * Never found by an unverified e-mail: anyone can type any address into a form or register
 * it, and must not be able to erase another person's name. Returns how many it updated.
 */
export async function updateAuthoredBy(
  collection: Query,
  account: AccountToForget,
  change: Change,
): Promise<number> {
  const email = verifiedEmailOf(account);
  const counts = await Promise.all([
    updateMatching(collection.where('uid', '==', account.uid), change),
    email ? updateMatching(collection.where('email', '==', email), change) : 0,
  ]);
  return counts[0] + counts[1];
}
