import type { CreateOrderRequest } from '@contract/checkout';
import type { Order } from '@contract/order';
import { addOrderBonus } from './api/add-order-bonus';
import { createOrder } from './api/create-order';
import { markCouponUsed } from './api/use-coupon';

/** Spec section 9: checkout waits this long before the coming-soon notice. */
export const CHECKOUT_DELAY_MS = 1500;

/** Spec section 9: the order number shown is the first 6 characters of the id, uppercased. */
export const shortOrderNumber = (orderId: string) => orderId.slice(0, 6).toUpperCase();

export const comingSoonMessage = (orderId: string) =>
  `Payment system coming soon! Your order #${shortOrderNumber(orderId)} has been saved.`;

/**
 * Creates the order, then, for signed-in shoppers, marks the coupon used and adds the
 * referral bonus. Those two only log their failures (spec section 8): the order stands.
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
