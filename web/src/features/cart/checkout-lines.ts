import type { CheckoutLine } from '@contract/checkout';
import type { CartItem } from './stores/cart-store';

/**
 * Cart items as the quote and the order send them. Only `id` and `qty` count: the server
 * prices every line itself; title, price and image ride along for its logs.
 */
export function toCheckoutLines(items: readonly CartItem[]): CheckoutLine[] {
  return items.map(({ id, qty, title, price, image }) => ({ id, qty, title, price, image }));
}

/** Identifies what a quote was computed for: the lines and their quantities. */
export function linesSignature(items: readonly Pick<CartItem, 'id' | 'qty'>[]): string {
  return items.map((item) => `${item.id}x${item.qty}`).join(',');
}
