import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../../core/firebase';

/** What referrals and bonuses need of an order, as the order transaction stored it. */
export interface OwnedOrder {
  id: string;
  /** What the buyer paid, after coupon and bonuses: the server's figure, never the client's. */
  total: number;
  bonusDiscount: number;
  createdAt: Timestamp;
  /** The status an admin (or the hold expiry) set: it decides the referral credit. */
  status: string;
}

/** The same for the order trigger, whoever owns the order now. */
export interface StoredOrder extends OwnedOrder {
  /** Null for a guest order, and once the buyer's account was deleted (anonymised). */
  buyerUid: string | null;
  /** Made by an admin in Shipments to try the flow: nothing was bought, so nothing is earned. */
  demo: boolean;
}

const StoredOrderSchema = z.object({
  userUid: z.string().nullable(),
  total: z.number().nonnegative(),
  bonusDiscount: z.number().nonnegative().default(0),
  createdAt: z.instanceof(Timestamp),
  status: z.string().default('new'),
  demo: z.boolean().default(false),
});

/** The order as it is now; null when it is missing or unreadable. */
async function storedOrder(orderId: string): Promise<StoredOrder | null> {
  const parsed = StoredOrderSchema.safeParse((await db.doc(`orders/${orderId}`).get()).data());
  if (!parsed.success) return null;
  const { total, bonusDiscount, createdAt, status, userUid, demo } = parsed.data;
  return { id: orderId, total, bonusDiscount, createdAt, status, buyerUid: userUid, demo };
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
    const order = await storedOrder(orderId);
    return order && !order.demo && order.buyerUid === uid ? order : null;
  },

  /** The order as it is now, whoever owns it (the order trigger's read). */
  storedOrder,
};
