import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { OrderSchema, type Order } from '../../contract/order';
import { db } from '../../core/firebase';
import { parseStoredOrder } from './order-document';
import { emailVariants, sameEmail } from './order-emails';

/** A list answer holds the newest orders up to this many (the contract has no paging yet). */
export const ORDERS_LIST_LIMIT = 100;

const orders = () => db.collection('orders');

/** An order with who owns it, which the wire Order does not carry. */
export interface OwnedOrder {
  order: Order;
  userUid: string | null;
}

/** The stored order as the contract answers it, with its owner; null when broken (logged). */
function toOwnedOrder(snap: DocumentSnapshot): OwnedOrder | null {
  const order = parseStoredOrder(snap, OrderSchema);
  if (!order) return null;
  const userUid: unknown = snap.get('userUid');
  return { order, userUid: typeof userUid === 'string' ? userUid : null };
}

/** Newest first; a document that does not match the contract is skipped (and logged). */
async function newestFirst(query: Query): Promise<OwnedOrder[]> {
  const snap = await query.orderBy('createdAt', 'desc').limit(ORDERS_LIST_LIMIT).get();
  return snap.docs.flatMap((doc) => toOwnedOrder(doc) ?? []);
}

export const ordersReadRepository = {
  /** Index: orders (userUid ASC, createdAt DESC). */
  async listByOwner(uid: string): Promise<Order[]> {
    const owned = await newestFirst(orders().where('userUid', '==', uid));
    return owned.map(({ order }) => order);
  },

  /**
   * Orders placed with this e-mail, the account's and guests' (for admins). Index: orders
   * (userEmail ASC, createdAt DESC).
   */
  async listByEmail(email: string): Promise<OwnedOrder[]> {
    const found = await newestFirst(orders().where('userEmail', 'in', emailVariants(email)));
    return found.filter(({ order }) => sameEmail(order.userEmail, email));
  },

  /** Null for a missing or unreadable order alike. */
  async find(id: string): Promise<OwnedOrder | null> {
    return toOwnedOrder(await orders().doc(id).get());
  },
};
