import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../core/firebase';

/** An order whose hold may have expired: only what the job decides on, never its contents. */
export interface HeldOrder {
  id: string;
  demo: boolean;
}

/** Which held orders a run looks at: all of them, or only the unconfirmed ones (issue 21). */
export type HeldKind = 'all' | 'unconfirmed';

export const holdExpiryRepository = {
  /**
   * Orders still `new` placed before `cutoff`, oldest first, one page at a time; with
   * `unconfirmed`, only those whose contact e-mail is unconfirmed (`contactConfirmed == false`:
   * orders from before issue 21 have no flag and are never matched). Indexes: orders
   * (status ASC, createdAt ASC) and (status ASC, contactConfirmed ASC, createdAt ASC), so a
   * run reads only the orders that are due. Only the `demo` flag is read: the job never loads
   * shipping or passport data. The cursor moves past orders the job skips or fails on.
   */
  async *heldSince(
    cutoff: Date,
    pageSize: number,
    kind: HeldKind = 'all',
  ): AsyncGenerator<HeldOrder[]> {
    let after: QueryDocumentSnapshot | undefined;
    for (;;) {
      let query = db.collection('orders').where('status', '==', 'new');
      if (kind === 'unconfirmed') query = query.where('contactConfirmed', '==', false);
      query = query
        .where('createdAt', '<', Timestamp.fromDate(cutoff))
        .orderBy('createdAt', 'asc')
        .select('demo')
        .limit(pageSize);
      const snap = await (after ? query.startAfter(after) : query).get();
      if (snap.empty) return;
      yield snap.docs.map((doc) => ({ id: doc.id, demo: doc.get('demo') === true }));
      if (snap.size < pageSize) return;
      after = snap.docs[snap.docs.length - 1];
    }
  },
};
