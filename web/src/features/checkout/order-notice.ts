// What the shopper sees once the order is placed: no payment yet, so a short pause, then the
// coming-soon notice with the order number.
import { orderNumberOf } from '@contract/order';
import { m } from '@/i18n/messages';

/** Checkout waits this long before the coming-soon notice. */
export const CHECKOUT_DELAY_MS = 1500;

/**
 * The coming-soon notice. An unconfirmed order (a guest's or an unverified account's, issue 21)
 * is held only while its e-mailed link works: the notice says for how long.
 */
export function comingSoonMessage(orderId: string, confirmWithinMinutes: number | null = null) {
  const saved = m.checkout_coming_soon({ number: orderNumberOf(orderId) });
  if (confirmWithinMinutes === null) return saved;
  return m.checkout_confirm_within({ saved, count: confirmWithinMinutes });
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
