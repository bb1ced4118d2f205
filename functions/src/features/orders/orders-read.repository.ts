import { Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { OrderSchema, type Order } from '../../contract/order';
import { db } from '../../core/firebase';
import { emailVariants, sameEmail } from './order-emails';

/** A list answer holds the newest orders up to this many (the contract has no paging yet). */
export const ORDERS_LIST_LIMIT = 100;

const orders = () => db.collection('orders');

/** An order with who owns it, which the wire Order does not carry. */
export interface OwnedOrder {
  order: Order;
  userUid: string | null;
}

/**
 * The stored order as the contract answers it, like the order transaction's own converter
 * (`toOrder` in orders.repository.ts, which that file keeps private): `createdAt` from a
 * Timestamp to ISO, private fields (`userUid`, `idempotencyKey`) dropped by the parse.
 */
function toOwnedOrder(snap: DocumentSnapshot): OwnedOrder | null {
  const data = snap.data();
  if (!data) return null;
  const createdAt: unknown = data.createdAt;
  const parsed = OrderSchema.safeParse({
    ...data,
    id: snap.id,
    createdAt: createdAt instanceof Timestamp ? createdAt.toDate().toISOString() : createdAt,
  });
  if (!parsed.success) {
    // Ids only: orders hold shipping and passport data.
    logger.error('invalid_order_document', {
      orderId: snap.id,
      issue: parsed.error.issues[0]?.path,
    });
    return null;
  }
  const userUid: unknown = data.userUid;
  return { order: parsed.data, userUid: typeof userUid === 'string' ? userUid : null };
}

/** Newest first; a document that does not match the contract is skipped (and logged). */
async function newestFirst(query: Query): Promise<Order[]> {
  const snap = await query.orderBy('createdAt', 'desc').limit(ORDERS_LIST_LIMIT).get();
  return snap.docs.flatMap((doc) => {
    const owned = toOwnedOrder(doc);
    return owned ? [owned.order] : [];
  });
}

export const ordersReadRepository = {
  /** Index: orders (userUid ASC, createdAt DESC). */
  listByOwner(uid: string): Promise<Order[]> {
    return newestFirst(orders().where('userUid', '==', uid));
  },

  /**
   * Orders placed with this e-mail, the account's and guests' (for admins). Index: orders
   * (userEmail ASC, createdAt DESC).
   */
  async listByEmail(email: string): Promise<Order[]> {
    const found = await newestFirst(orders().where('userEmail', 'in', emailVariants(email)));
    return found.filter((order) => sameEmail(order.userEmail, email));
  },

  /** Null for a missing or unreadable order alike. */
  async find(id: string): Promise<OwnedOrder | null> {
    return toOwnedOrder(await orders().doc(id).get());
  },
};
