import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../core/firebase';
import { assignedEmailsMatch, assignedEmailsOf } from './assigned-emails';

/** Coupons read per page: the collection is admin-made and small, but need not fit at once. */
const PAGE_SIZE = 300;

export interface BackfillResult {
  /** Coupons looked at. */
  scanned: number;
  /** Coupons whose `assignedEmails` was written (missing, or out of step with `assignedTo`). */
  updated: number;
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Brings one coupon's `assignedEmails` in step with its `assignedTo`, in a transaction: a send
 * (arrayUnion) or an edit committed meanwhile is read, never overwritten. True when it wrote.
 */
function backfillOne(doc: QueryDocumentSnapshot): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(doc.ref);
    if (!snap.exists) return false; // deleted meanwhile
    const assignedTo = stringsOf(snap.get('assignedTo'));
    if (assignedEmailsMatch(snap.get('assignedEmails'), assignedTo)) return false;
    tx.update(doc.ref, { assignedEmails: assignedEmailsOf(assignedTo) });
    return true;
  });
}

/**
 * Gives every coupon the normalised copy of its assigned e-mails (`assignedEmails`) that the
 * promocodes list and account deletion query (coupons/assigned-emails.ts). Idempotent: a
 * coupon already in step is only read, so a second run writes nothing, and a run may be
 * interrupted and started again. Safe while the shop is open: each write is checked again
 * inside its own transaction. Run once after deploying the field: `npm run coupons:backfill`.
 */
export async function backfillAssignedEmails(): Promise<BackfillResult> {
  const result: BackfillResult = { scanned: 0, updated: 0 };
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = db
      .collection('coupons')
      .orderBy(FieldPath.documentId())
      .select('assignedTo', 'assignedEmails')
      .limit(PAGE_SIZE);
    if (after) page = page.startAfter(after);
    const { docs } = await page.get();
    for (const doc of docs) {
      result.scanned += 1;
      const stale = !assignedEmailsMatch(
        doc.get('assignedEmails'),
        stringsOf(doc.get('assignedTo')),
      );
      if (stale && (await backfillOne(doc))) result.updated += 1;
    }
    after = docs.at(-1);
    if (docs.length < PAGE_SIZE) return result;
  }
}
