import type { Query } from 'firebase-admin/firestore';
import { db } from './firebase';

/** Firestore allows at most 500 writes per batch. */
const BATCH_SIZE = 500;

/**
 * Deletes every document the query finds, a page of ids at a time, so a large match is
 * never held in memory whole; returns how many. Safe to repeat: a second run finds none.
 */
export async function deleteMatching(query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await query.select().limit(BATCH_SIZE).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
  }
}
