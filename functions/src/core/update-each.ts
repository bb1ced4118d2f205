import {
  FieldPath,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { db } from './firebase';

/**
 * Maintenance over a whole collection (a backfill): every document of `query`, a page at a
 * time in id order so a large collection is never held in memory, updated with what
 * `change` decides (null: leave it). Returns how many it wrote. Written to be repeated: a
 * `change` that returns null for a document already done makes a second run write nothing.
 */
export async function updateEach(
  query: Query,
  change: (doc: QueryDocumentSnapshot) => DocumentData | null,
  pageSize = 300,
): Promise<number> {
  const all = query.orderBy(FieldPath.documentId());
  let written = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const { docs } = await (after ? all.startAfter(after) : all).limit(pageSize).get();
    const batch = db.batch();
    let writes = 0;
    for (const doc of docs) {
      const update = change(doc);
      if (!update) continue;
      batch.update(doc.ref, update);
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    written += writes;
    if (docs.length < pageSize) return written;
    after = docs[docs.length - 1];
  }
}

/** A document's text field, or '' when it is missing or not text. */
export const textField = (doc: QueryDocumentSnapshot, path: string): string => {
  const value: unknown = doc.get(path);
  return typeof value === 'string' ? value : '';
};
