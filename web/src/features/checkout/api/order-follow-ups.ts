import type { Order } from '@contract/order';
import { addOrderBonus } from './add-order-bonus';
import { markCouponUsed } from './use-coupon';

/**
 * The specification's two calls after a signed-in shopper's order: the referral bonus for
 * it and, when it used a coupon, marking the coupon used. Each only logs its failure: the
 * order stands.
 */
export async function sendOrderFollowUps(order: Order): Promise<void> {
  const followUps: Promise<unknown>[] = [
    addOrderBonus(order.total, order.id).catch((error: unknown) => {
      console.warn('Adding the referral bonus failed; the order is saved.', error);
    }),
  ];
  if (order.coupon) {
    followUps.push(
      markCouponUsed(order.coupon).catch((error: unknown) => {
        console.warn('Marking the coupon used failed; the order is saved.', error);
      }),
    );
  }
  await Promise.all(followUps);
}
