import type { CreateOrderRequest, CreateOrderResponse } from '@contract/checkout';
import { orderNumberOf } from '@contract/order';
import { addOrderBonus } from './api/add-order-bonus';
import { createOrder } from './api/create-order';
import { markCouponUsed } from './api/use-coupon';

/** Checkout waits this long before the coming-soon notice. */
export const CHECKOUT_DELAY_MS = 1500;

/**
 * The coming-soon notice. An unconfirmed order (a guest's or an unverified account's, issue 21)
 * is held only while its e-mailed link works: the notice says for how long.
 */
export function comingSoonMessage(orderId: string, confirmWithinMinutes: number | null = null) {
  const saved = `Payment system coming soon! Your order #${orderNumberOf(orderId)} has been saved.`;
  if (confirmWithinMinutes === null) return saved;
  const minutes = `${String(confirmWithinMinutes)} minute${confirmWithinMinutes === 1 ? '' : 's'}`;
  return `${saved} Please confirm it within ${minutes} using the link we sent to your e-mail, or it will be cancelled.`;
}

/**
 * Creates the order, then, for signed-in shoppers, marks the coupon used and adds the
 * referral bonus. Those two only log their failures: the order stands.
 */
export async function placeOrder(
  request: CreateOrderRequest,
  idempotencyKey: string,
  { signedIn }: { signedIn: boolean },
): Promise<CreateOrderResponse> {
  const answer = await createOrder(request, idempotencyKey);
  const { order } = answer;
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
  return answer;
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
