import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import type { Order } from '../../contract/order';
import type { PageRequest } from '../../contract/paging';
import { db } from '../../core/firebase';
import { readPage } from '../../core/paging';
import { parseStoredOrder, toOrder } from './stored-order';
import { emailVariants, sameEmail } from './order-emails';

/** Without `limit`, a list answer holds the newest orders up to this many. */
export const ORDERS_LIST_LIMIT = 100;

/** One page of a list; `nextCursor` is null on the last page. */
export interface OrdersPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** The first ORDERS_LIST_LIMIT: the answer without `limit`. */
const FIRST_PAGE: PageRequest = { limit: ORDERS_LIST_LIMIT, cursor: null };

const orders = () => db.collection('orders');

/** An order with who owns it, which the wire Order does not carry. */
export interface OwnedOrder {
  order: Order;
  userUid: string | null;
}

/** The stored order as the contract answers it, with its owner; null when broken (logged). */
function toOwnedOrder(snap: DocumentSnapshot): OwnedOrder | null {
  const stored = parseStoredOrder(snap);
  return stored && { order: toOrder(stored), userUid: stored.userUid };
}

/**
 * Newest first, one page (core/paging.ts); a document that does not match the contract is
 * skipped (and logged). The cursor only says where to resume: `query` keeps its filters.
 */
async function newestFirst(query: Query, page: PageRequest): Promise<OrdersPage<OwnedOrder>> {
  const { docs, nextCursor } = await readPage(query, page);
  return { items: docs.flatMap((doc) => toOwnedOrder(doc) ?? []), nextCursor };
}

export const ordersReadRepository = {
  /** Index: orders (userUid ASC, createdAt DESC). */
  async listByOwner(uid: string, page = FIRST_PAGE): Promise<OrdersPage<Order>> {
    const owned = await newestFirst(orders().where('userUid', '==', uid), page);
    return { items: owned.items.map(({ order }) => order), nextCursor: owned.nextCursor };
  },

  /**
   * Orders placed with this e-mail, the account's and guests' (for admins). Index: orders
   * (userEmail ASC, createdAt DESC).
   */
  async listByEmail(email: string, page = FIRST_PAGE): Promise<OrdersPage<OwnedOrder>> {
    const query = orders().where('userEmail', 'in', emailVariants(email));
    const found = await newestFirst(query, page);
    return {
      ...found,
      items: found.items.filter(({ order }) => sameEmail(order.userEmail, email)),
    };
  },

  /** Null for a missing or unreadable order alike. */
  async find(id: string): Promise<OwnedOrder | null> {
    return toOwnedOrder(await orders().doc(id).get());
  },
};
