import type { CreateOrderRequest } from '@contract/checkout';
import { orderNumberOf, type Order } from '@contract/order';
import { addOrderBonus } from './api/add-order-bonus';
import { createOrder } from './api/create-order';
import { markCouponUsed } from './api/use-coupon';

/** Checkout waits this long before the coming-soon notice. */
export const CHECKOUT_DELAY_MS = 1500;

export const comingSoonMessage = (orderId: string) =>
  `Payment system coming soon! Your order #${orderNumberOf(orderId)} has been saved.`;

/**
 * Creates the order, then, for signed-in shoppers, marks the coupon used and adds the
 * referral bonus. Those two only log their failures: the order stands.
 */
export async function placeOrder(
  request: CreateOrderRequest,
  idempotencyKey: string,
  { signedIn }: { signedIn: boolean },
): Promise<Order> {
  const { order } = await createOrder(request, idempotencyKey);
  if (signedIn) {
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
  return order;
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
