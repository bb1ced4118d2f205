// What the shopper sees once the order is placed: no payment yet, so a short pause, then the
// coming-soon notice with the order number.
import { orderNumberOf } from '@contract/order';

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

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
