import {
  FieldPath,
  Timestamp,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { ORDER_STATUSES } from '../../contract/order';
import type { PageRequest } from '../../contract/paging';
import { db } from '../../core/firebase';
import { readPage } from '../../core/paging';
import { parseStoredOrder, type StoredOrder } from './stored-order';

/**
 * Stored orders as the other features read them (the admin lists and export, the hold expiry,
 * the stats rebuild): every document through the one converter, an unreadable one skipped
 * (and logged by the converter).
 */
const orders = () => db.collection('orders');

/** Which orders a list holds: all, or (`tracking: 'none'`) those still to be given a code. */
export interface OrdersFilter {
  tracking?: 'none' | undefined;
}

/**
 * Shipments' "Without tracking" (web shipments-split.ts): no code saved and not cancelled.
 * Every order is written with `tracking: null` until a code is saved (checkout, demo
 * orders, clearing a code), which is what `== null` matches. Index: orders (tracking ASC,
 * status ASC, createdAt DESC).
 */
const AWAITING_TRACKING = ORDER_STATUSES.filter((status) => status !== 'cancelled');

const filtered = ({ tracking }: OrdersFilter): Query =>
  tracking === 'none'
    ? orders().where('tracking', '==', null).where('status', 'in', AWAITING_TRACKING)
    : orders();

const readable = (docs: readonly QueryDocumentSnapshot[]): StoredOrder[] =>
  docs.flatMap((doc) => parseStoredOrder(doc) ?? []);

/** An order whose hold may have expired: only what the job decides on, never its contents. */
export interface HeldOrder {
  id: string;
  demo: boolean;
}

/** Which held orders a run looks at: all of them, or only the unconfirmed ones (issue 21). */
export type HeldKind = 'all' | 'unconfirmed';

export const storedOrdersRepository = {
  /** Newest first (createdAt, then id), one page; see core/paging.ts. */
  async page(
    filter: OrdersFilter,
    page: PageRequest,
  ): Promise<{ items: StoredOrder[]; nextCursor: string | null }> {
    const { docs, nextCursor } = await readPage(filtered(filter), page);
    return { items: readable(docs), nextCursor };
  },

  /**
   * Every order, newest first, one page of `size` at a time (the lists' paging, core/paging.ts):
   * an export never holds more than a page. Orders placed while it runs are newer than its
   * cursor and left out.
   */
  async *pagesNewestFirst(size: number): AsyncGenerator<StoredOrder[]> {
    let cursor: string | null = null;
    for (;;) {
      const { docs, nextCursor } = await readPage(orders(), { limit: size, cursor });
      if (docs.length === 0) return;
      yield readable(docs);
      if (nextCursor === null) return;
      cursor = nextCursor;
    }
  },

  /**
   * Every order, a page at a time in id order, whatever its `createdAt` (maintenance only,
   * such as the stats rebuild: this is the scan the rollups avoid).
   */
  async *everyOrder(pageSize = 500): AsyncGenerator<StoredOrder[]> {
    const all = orders().orderBy(FieldPath.documentId());
    let last: QueryDocumentSnapshot | undefined;
    for (;;) {
      const page = await (last ? all.startAfter(last) : all).limit(pageSize).get();
      if (page.empty) return;
      yield readable(page.docs);
      last = page.docs[page.docs.length - 1];
    }
  },

  /** The order as it is now; null when missing or unreadable. */
  async find(id: string): Promise<StoredOrder | null> {
    return parseStoredOrder(await orders().doc(id).get());
  },

  async exists(id: string): Promise<boolean> {
    return (await orders().doc(id).get()).exists;
  },

  /** Ids of orders with this short number; at most `limit` (2 tells one from several). */
  async idsWithNumber(number: string, limit: number): Promise<string[]> {
    const snap = await orders().where('number', '==', number).select().limit(limit).get();
    return snap.docs.map((doc) => doc.id);
  },

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
      let query = orders().where('status', '==', 'new');
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
