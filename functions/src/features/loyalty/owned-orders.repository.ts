import { Timestamp } from 'firebase-admin/firestore';
import type { OrderStatus } from '../../contract/order';

/** What referrals and bonuses need of an order, as the order transaction stored it. */
export interface OwnedOrder {
  id: string;
  /** What the buyer paid, after coupon and bonuses: the server's figure, never the client's. */
  total: number;
  bonusDiscount: number;
  createdAt: Timestamp;
  /** The status an admin (or the hold expiry) set: it decides the referral credit. */
  status: OrderStatus;
}

/** The same for the order trigger, whoever owns the order now. */
export interface SettledOrder extends OwnedOrder {
  /** Null for a guest order, and once the buyer's account was deleted (anonymised). */
  buyerUid: string | null;
  /** Made by an admin in Shipments to try the flow: nothing was bought, so nothing is earned. */
  demo: boolean;
}

/** The fields loyalty reads of a stored order (the orders feature's `StoredOrder` has them). */
export interface OrderRecord {
  id: string;
  total: number;
  bonusDiscount: number;
  /** ISO. */
  createdAt: string;
  status: OrderStatus;
  userUid: string | null;
  demo: boolean;
}

/**
 * The order as it is now, by id: the orders feature's converter (`storedOrdersRepository.find`),
 * null when missing or unreadable. The orders feature imports loyalty (an order spends
 * bonuses), so loyalty never imports orders: the reader is handed in from above, by
 * api/app.ts for the routes and by the order trigger (triggers/order-life.ts) for settlement.
 */
export type OrderReader = (orderId: string) => Promise<OrderRecord | null>;

let provided: OrderReader | null = null;

/** The app's wiring (api/app.ts): how the loyalty routes read orders. */
export function provideOrderReader(reader: OrderReader): void {
  provided = reader;
}

function providedReader(): OrderReader {
  if (!provided) throw new Error('No order reader: api/app.ts provides it (provideOrderReader)');
  return provided;
}

/** The order as it is now (`read`: the trigger's reader, else the app's); null when missing. */
async function settledOrder(
  orderId: string,
  read: OrderReader = providedReader(),
): Promise<SettledOrder | null> {
  const order = await read(orderId);
  if (!order) return null;
  const { id, total, bonusDiscount, status, userUid, demo } = order;
  const createdAt = Timestamp.fromMillis(Date.parse(order.createdAt));
  return { id, total, bonusDiscount, createdAt, status, buyerUid: userUid, demo };
}

export const ownedOrdersRepository = {
  /**
   * The caller's order. Someone else's order, a guest order, a demo order and a missing or
   * unreadable one all come back null, so the caller answers the same 404 for each and order
   * ids cannot be probed. Read without locks and not guarded: what a change relies on (total,
   * bonusDiscount, createdAt) is written once with the order, and its owner changes only when
   * a guest order joins its account or an account is deleted, neither a race a bonus must win.
   */
  async find(orderId: string, uid: string): Promise<OwnedOrder | null> {
    const order = await settledOrder(orderId);
    return order && !order.demo && order.buyerUid === uid ? order : null;
  },

  /** The order as it is now, whoever owns it (the order trigger's read). */
  settledOrder,
};
