import { Timestamp, type FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { OrderStatus } from '../../contract/order';
import { db } from '../../core/firebase';
import { SEARCH_TOKENS_FIELD } from '../../core/search-tokens';
import { orderSearchTokens } from './order-search-tokens';
import type { OrderDocument } from './orders.repository';
import { parseStoredOrder, type StoredOrder } from './stored-order';

/**
 * The admin's changes to `orders/{id}` (features/admin-orders): status and tracking, and demo
 * orders. Besides the customer's fields, a change reads and writes `stockReturned` (true while
 * a cancelled order's stock is back on the shelf), `demo` (a demo order, which never held
 * stock) and the unconfirmed-order facts of issue 21.
 */
const orderRef = (id: string) => db.collection('orders').doc(id);

/** A demo order as stored: no Idempotency-Key (no checkout made it), marked `demo`. */
export type DemoOrderDocument = Omit<OrderDocument, 'idempotencyKey'> & { demo: true };

/** The order as a change read it, and its update time: writes to it are guarded by that. */
export interface OrderForChange {
  order: StoredOrder;
  version: Timestamp;
}

/**
 * What a status change writes besides the status: the stock flag, and for an unconfirmed
 * order (issue 21) its confirmation by an admin, or the mark that the expiry job cancelled it
 * unconfirmed (the order e-mails stay silent about that cancel).
 */
export interface StatusChange {
  status: OrderStatus;
  stockReturned?: boolean;
  contactConfirmed?: true;
  confirmedAt?: Timestamp;
  confirmedBy?: 'admin';
  confirmationExpired?: true;
  /** `FieldValue.delete()` once the order is off its unconfirmed counters. */
  unconfirmedHoldKeys?: FieldValue;
}

export const orderChangesRepository = {
  newOrderId: (): string => db.collection('orders').doc().id,

  /**
   * The order as it stands, read without a transaction lock: every write that depends on it
   * is guarded by `version` (its update time), so the commit fails if the order changed
   * meanwhile and the change runs again from fresh reads (docs/decisions.md, Checkout: the
   * same scheme as the order transaction, without lock waits between simultaneous changes).
   * Null when missing or unreadable.
   */
  async readForChange(id: string): Promise<OrderForChange | null> {
    const snap = await orderRef(id).get();
    const order = parseStoredOrder(snap);
    if (!order) return null;
    return { order, version: snap.updateTime ?? Timestamp.fromMillis(0) };
  },

  setStatus(tx: Transaction, id: string, version: Timestamp, change: StatusChange): void {
    tx.update(orderRef(id), { ...change }, { lastUpdateTime: version });
  },

  setTracking(
    tx: Transaction,
    id: string,
    version: Timestamp,
    tracking: { code: string } | null,
  ): void {
    tx.update(orderRef(id), { tracking }, { lastUpdateTime: version });
  },

  createDemoOrder(tx: Transaction, id: string, order: DemoOrderDocument): void {
    tx.create(orderRef(id), { ...order, [SEARCH_TOKENS_FIELD]: orderSearchTokens(order) });
  },
};
