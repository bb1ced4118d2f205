import {
  FieldPath,
  Timestamp,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import type { PageRequest } from '../contract/paging';
import { log } from './log';
import { decodeCursor, encodeCursor } from './page-cursor';

/** One page of documents and the cursor of the next (null: this is the last page). */
export interface DocumentPage {
  docs: QueryDocumentSnapshot[];
  nextCursor: string | null;
}

/**
 * One page of `query` (already filtered) newest first: ordered by `createdAt` desc, then
 * document id desc, starting after the cursor's (createdAt, id). Rows added while a client
 * pages sort before its cursor, so later pages neither repeat nor skip a row. One document
 * more than `limit` is read to tell whether another page follows. The cursor comes from
 * the page's last document as read, so a document a caller skips (unreadable) does not
 * shift the next page.
 *
 * Indexes: the filters' equality fields then `createdAt` desc (Firestore adds the id desc
 * itself).
 */
export async function readPage(query: Query, page: PageRequest): Promise<DocumentPage> {
  let ordered = query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (page.cursor !== null) {
    const after = decodeCursor(page.cursor);
    ordered = ordered.startAfter(new Timestamp(after.seconds, after.nanos), after.id);
  }
  const snap = await ordered.limit(page.limit + 1).get();
  const docs = snap.docs.slice(0, page.limit);
  const last = docs.at(-1);
  if (snap.size <= page.limit || !last) return { docs, nextCursor: null };
  const createdAt: unknown = last.get('createdAt');
  if (!(createdAt instanceof Timestamp)) {
    // Only Timestamps sort among Timestamps: a document with another `createdAt` ends the list.
    log.pageCursorUnavailable({ path: last.ref.path });
    return { docs, nextCursor: null };
  }
  return {
    docs,
    nextCursor: encodeCursor({
      seconds: createdAt.seconds,
      nanos: createdAt.nanoseconds,
      id: last.id,
    }),
  };
}
