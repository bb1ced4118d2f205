import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../../core/firebase';

/** What referrals and bonuses need of an order, as the order transaction stored it. */
export interface OwnedOrder {
  id: string;
  /** What the buyer paid, after coupon and bonuses: the server's figure, never the client's. */
  total: number;
  bonusDiscount: number;
  createdAt: Timestamp;
}

const StoredOrderSchema = z.object({
  userUid: z.string().nullable(),
  total: z.number().nonnegative(),
  bonusDiscount: z.number().nonnegative().default(0),
  createdAt: z.instanceof(Timestamp),
  /** Made by an admin in Shipments to try the flow: nothing was bought, so nothing is earned. */
  demo: z.boolean().default(false),
});

export const ownedOrdersRepository = {
  /**
   * The caller's order, read inside the transaction that depends on it. Someone else's order,
   * a guest order, a demo order and a missing or unreadable one all come back null, so the caller answers
   * the same 404 for each and order ids cannot be probed.
   */
  async find(tx: Transaction, orderId: string, uid: string): Promise<OwnedOrder | null> {
    const parsed = StoredOrderSchema.safeParse((await tx.get(db.doc(`orders/${orderId}`))).data());
    if (!parsed.success || parsed.data.userUid !== uid || parsed.data.demo) return null;
    const { total, bonusDiscount, createdAt } = parsed.data;
    return { id: orderId, total, bonusDiscount, createdAt };
  },
};
