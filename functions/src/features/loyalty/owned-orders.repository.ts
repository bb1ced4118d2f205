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
  /** A cancelled order earns its buyer's referrer nothing (referral-credits.ts). */
  cancelled: boolean;
}

const StoredOrderSchema = z.object({
  userUid: z.string().nullable(),
  total: z.number().nonnegative(),
  bonusDiscount: z.number().nonnegative().default(0),
  createdAt: z.instanceof(Timestamp),
  status: z.string().optional(),
  /** Made by an admin in Shipments to try the flow: nothing was bought, so nothing is earned. */
  demo: z.boolean().default(false),
});

async function buyersOrder(orderId: string): Promise<(OwnedOrder & { buyerUid: string }) | null> {
  const parsed = StoredOrderSchema.safeParse((await db.doc(`orders/${orderId}`).get()).data());
  if (!parsed.success || !parsed.data.userUid || parsed.data.demo) return null;
  const { total, bonusDiscount, createdAt, status, userUid } = parsed.data;
  const cancelled = status === 'cancelled';
  return { id: orderId, total, bonusDiscount, createdAt, cancelled, buyerUid: userUid };
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
    const order = await buyersOrder(orderId);
    return order?.buyerUid === uid ? order : null;
  },

  /**
   * The order and its buyer as they are now, whoever that is (the order trigger's read): null
   * for a guest order, a demo order, and a missing or unreadable one, which earn nobody.
   */
  buyersOrder,
};
