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
import { sameTokens, SEARCH_TOKENS_FIELD } from '../../core/search-tokens';
import { textField, updateEach } from '../../core/update-each';
import { orderSearchTokens } from './order-search-tokens';
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

  /**
   * The admin search (issue 25), newest first, one page: orders with this short number
   * (`number`, upper case: `orderNumberOf`), index orders (number ASC, createdAt DESC); or
   * whose search tokens hold this lower-cased e-mail (order-search-tokens.ts), index orders
   * (searchTokens CONTAINS, createdAt DESC).
   */
  async search(
    by: { number: string } | { email: string },
    page: PageRequest,
  ): Promise<{ items: StoredOrder[]; nextCursor: string | null }> {
    const query =
      'number' in by
        ? orders().where('number', '==', by.number)
        : orders().where(SEARCH_TOKENS_FIELD, 'array-contains', by.email);
    const { docs, nextCursor } = await readPage(query, page);
    return { items: readable(docs), nextCursor };
  },

  /**
   * Gives every order its search tokens (the backfill after issue 25), a page at a time in
   * id order; only orders whose tokens differ are written, so a second run writes nothing.
   * Anonymised orders (empty e-mails) get an empty list. Returns how many were written.
   */
  backfillSearchTokens(): Promise<number> {
    const query = orders().select('userEmail', 'shippingData.email', SEARCH_TOKENS_FIELD);
    return updateEach(query, (doc) => {
      const tokens = orderSearchTokens({
        userEmail: textField(doc, 'userEmail'),
        shippingData: { email: textField(doc, 'shippingData.email') },
      });
      return sameTokens(doc.get(SEARCH_TOKENS_FIELD), tokens)
        ? null
        : { [SEARCH_TOKENS_FIELD]: tokens };
    });
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
