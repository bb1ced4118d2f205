import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  AdminOrderSummarySchema,
  type AdminOrdersQuery,
  type AdminOrderSummary,
} from '../../contract/admin-orders';
import { ORDER_STATUSES, OrderSchema, type Order, type OrderStatus } from '../../contract/order';
import type { PageRequest } from '../../contract/paging';
import type { Product } from '../../contract/product';
import { orderHoldConfig, unconfirmedOrdersConfig } from '../../core/env';
import { db } from '../../core/firebase';
import { readPage } from '../../core/paging';
import { parseStoredOrder, type OrderDocument } from '../orders';
import { productRef, toProduct } from '../products';
import { holdExpiresAt } from './hold-expiry';

/**
 * The admin's side of `orders/{id}`: besides the customer's fields, `stockReturned` (true
 * while a cancelled order's stock is back on the shelf), `demo` (a demo order, which never
 * held stock) and `number` (the short number customers see, `orderNumberOf`).
 */
const orders = () => db.collection('orders');
const orderRef = (id: string) => orders().doc(id);

/** A demo order as stored: no Idempotency-Key (no checkout made it), marked `demo`. */
export type DemoOrderDocument = Omit<OrderDocument, 'idempotencyKey'> & { demo: true };

/** An order with the admin-only facts its changes depend on. */
export interface AdminOrder {
  order: Order;
  stockReturned: boolean;
  demo: boolean;
  /** The unconfirmed-order counters it is on (issue 21; orders/unconfirmed-holds.ts). */
  holdKeys: string[];
  /** Update time as read: writes to the order are guarded by it. */
  version: Timestamp;
}

/**
 * What a status change writes besides the status: the stock flag, and for an unconfirmed
 * order (issue 21) its confirmation by an admin, or the mark that the expiry job cancelled it
 * unconfirmed (the order e-mails stay silent about that cancel).
 */
export type StatusChange = {
  status: OrderStatus;
  stockReturned?: boolean;
  contactConfirmed?: true;
  confirmedAt?: Timestamp;
  confirmedBy?: 'admin';
  confirmationExpired?: true;
  /** `FieldValue.delete()` once the order is off its unconfirmed counters. */
  unconfirmedHoldKeys?: FieldValue;
};

/** Stock as it stands, for a status change: null when the product no longer exists. */
export type ProductStock = { title: string; stock: number; version: Timestamp } | null;

const versionOf = (snap: DocumentSnapshot) => snap.updateTime ?? Timestamp.fromMillis(0);
const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The list row: the summary schema leaves the passport fields out; the hold's end is worked
 * out from `createdAt` and today's `ORDER_HOLD_HOURS` (or `UNCONFIRMED_HOLD_MINUTES` for an
 * unconfirmed order), the same figures the expiry job uses.
 */
const toSummaries = (docs: readonly QueryDocumentSnapshot[]): AdminOrderSummary[] => {
  const holds = {
    holdMs: orderHoldConfig().holdMs,
    unconfirmedHoldMs: unconfirmedOrdersConfig().holdMs,
  };
  return docs.flatMap((doc) => {
    const summary = parseStoredOrder(doc, AdminOrderSummarySchema);
    if (!summary) return [];
    return [{ ...summary, holdExpiresAt: holdExpiresAt(summary, doc.get('demo') === true, holds) }];
  });
};

/** Which orders a list holds: all, or (`tracking: 'none'`) those still to be given a code. */
export type AdminOrdersFilter = Pick<AdminOrdersQuery, 'tracking'>;

/**
 * Shipments' "Without tracking" (web shipments-split.ts): no code saved and not cancelled.
 * Every order is written with `tracking: null` until a code is saved (checkout, demo
 * orders, clearing a code), which is what `== null` matches. Index: orders (tracking ASC,
 * status ASC, createdAt DESC).
 */
const AWAITING_TRACKING = ORDER_STATUSES.filter((status) => status !== 'cancelled');

const filtered = ({ tracking }: AdminOrdersFilter): Query =>
  tracking === 'none'
    ? orders().where('tracking', '==', null).where('status', 'in', AWAITING_TRACKING)
    : orders();

export const adminOrdersRepository = {
  newOrderId: (): string => orders().doc().id,

  /** Newest first (createdAt, then id), one page; see core/paging.ts. */
  async page(
    filter: AdminOrdersFilter,
    page: PageRequest,
  ): Promise<{ items: AdminOrderSummary[]; nextCursor: string | null }> {
    const { docs, nextCursor } = await readPage(filtered(filter), page);
    return { items: toSummaries(docs), nextCursor };
  },

  /**
   * Every order, newest first, one page of `size` at a time (the lists' paging, core/paging.ts):
   * an export never holds more than a page. Orders placed while it runs are newer than its
   * cursor and left out.
   */
  async *pagesNewestFirst(size: number): AsyncGenerator<AdminOrderSummary[]> {
    let cursor: string | null = null;
    for (;;) {
      const { docs, nextCursor } = await readPage(orders(), { limit: size, cursor });
      if (docs.length === 0) return;
      yield toSummaries(docs);
      if (nextCursor === null) return;
      cursor = nextCursor;
    }
  },

  /** The full order, passport fields included; null when missing or unreadable. */
  async find(id: string): Promise<Order | null> {
    return parseStoredOrder(await orderRef(id).get(), OrderSchema);
  },

  async exists(id: string): Promise<boolean> {
    return (await orderRef(id).get()).exists;
  },

  /** Ids of orders with this short number; at most `limit` (2 tells one from several). */
  async idsWithNumber(number: string, limit: number): Promise<string[]> {
    const snap = await orders().where('number', '==', number).select().limit(limit).get();
    return snap.docs.map((doc) => doc.id);
  },

  /**
   * The order as it stands, read without a transaction lock: every write that depends on it
   * is guarded by `version` (its update time), so the commit fails if the order changed
   * meanwhile and the change runs again from fresh reads (docs/decisions.md, Checkout: the
   * same scheme as the order transaction, without lock waits between simultaneous changes).
   */
  async readForChange(id: string): Promise<AdminOrder | null> {
    const snap = await orderRef(id).get();
    const order = parseStoredOrder(snap, OrderSchema);
    if (!order) return null;
    return {
      order,
      stockReturned: snap.get('stockReturned') === true,
      demo: snap.get('demo') === true,
      holdKeys: stringsOf(snap.get('unconfirmedHoldKeys')),
      version: versionOf(snap),
    };
  },

  /** Current stock of the products, read without locks (see `takeStock`). */
  async readStock(ids: readonly string[]): Promise<Map<string, ProductStock>> {
    if (ids.length === 0) return new Map();
    const snaps = await db.getAll(...ids.map(productRef));
    return new Map(
      snaps.map((snap) => {
        const stock: unknown = snap.get('stock');
        const title: unknown = snap.get('title');
        if (!snap.exists || typeof stock !== 'number') return [snap.id, null];
        const name = typeof title === 'string' ? title : snap.id;
        return [snap.id, { title: name, stock, version: versionOf(snap) }];
      }),
    );
  },

  /**
   * Gives stock back with an increment: increments commute, so a restock or order committed
   * meanwhile needs no guard. `update` fails if the product was deleted since it was read.
   */
  returnStock(tx: Transaction, productId: string, qty: number): void {
    tx.update(productRef(productId), { stock: FieldValue.increment(qty) });
  },

  /** Takes stock again; guarded, so the stock checked against `qty` is the stock at commit. */
  takeStock(tx: Transaction, productId: string, qty: number, version: Timestamp): void {
    tx.update(
      productRef(productId),
      { stock: FieldValue.increment(-qty) },
      { lastUpdateTime: version },
    );
  },

  setStatus(tx: Transaction, id: string, version: Timestamp, change: StatusChange): void {
    tx.update(orderRef(id), change, { lastUpdateTime: version });
  },

  setTracking(
    tx: Transaction,
    id: string,
    version: Timestamp,
    tracking: { code: string } | null,
  ): void {
    tx.update(orderRef(id), { tracking }, { lastUpdateTime: version });
  },

  /** Products a demo order can show: in stock, most stock first (the catalogue's Featured). */
  async inStockProducts(limit: number): Promise<Product[]> {
    // A few more than needed, in case one does not match the contract.
    const snap = await db
      .collection('products')
      .where('stock', '>', 0)
      .orderBy('stock', 'desc')
      .limit(limit + 3)
      .get();
    return snap.docs.flatMap((doc) => toProduct(doc) ?? []).slice(0, limit);
  },

  createDemoOrder(tx: Transaction, id: string, order: DemoOrderDocument): void {
    tx.create(orderRef(id), order);
  },
};
