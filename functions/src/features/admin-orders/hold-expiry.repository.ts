import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../core/firebase';

/** An order whose hold may have expired: only what the job decides on, never its contents. */
export interface HeldOrder {
  id: string;
  demo: boolean;
}

export const holdExpiryRepository = {
  /**
   * Orders still `new` placed before `cutoff`, oldest first, one page at a time (index:
   * orders (status ASC, createdAt ASC)). Only the `demo` flag is read: the job never loads
   * shipping or passport data. The cursor moves past orders the job skips or fails on.
   */
  async *heldSince(cutoff: Date, pageSize: number): AsyncGenerator<HeldOrder[]> {
    let after: QueryDocumentSnapshot | undefined;
    for (;;) {
      const query = db
        .collection('orders')
        .where('status', '==', 'new')
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
