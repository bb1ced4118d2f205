// Pure cart money math: totals, flat shipping and the bonus cap. Everything is rounded to
// cents so float sums never show as $19.990000000000002, and what is shown is what is sent.
import { SHIPPING_FLAT } from '@contract/limits';

/** What the server's quote adds to the cart: tax and a coupon discount. */
export interface CartQuote {
  tax: number;
  discount: number;
}

export interface CartAdjustments {
  quote: CartQuote | null;
  useBonuses: boolean;
  bonusAmount: number;
}

export interface CartTotals {
  count: number;
  subtotal: number;
  shipping: number;
  tax: number;
  /** Coupon discount from the quote. */
  discount: number;
  /** Bonuses actually taken off: the chosen amount, never more than the order costs. */
  bonusDiscount: number;
  total: number;
}

export const roundToCents = (value: number) => Math.round(value * 100) / 100;

const NO_ADJUSTMENTS: CartAdjustments = { quote: null, useBonuses: false, bonusAmount: 0 };

/**
 * total = subtotal + shipping ($10 on a non-empty cart) + tax - discount - bonus, never
 * below 0. Coupon and bonuses are exclusive: the store never holds both.
 */
export function cartTotals(
  items: readonly { price: number; qty: number }[],
  { quote, useBonuses, bonusAmount }: CartAdjustments = NO_ADJUSTMENTS,
): CartTotals {
  const count = items.reduce((sum, item) => sum + item.qty, 0);
  const subtotal = roundToCents(items.reduce((sum, item) => sum + item.price * item.qty, 0));
  const shipping = count > 0 ? SHIPPING_FLAT : 0;
  const tax = roundToCents(quote?.tax ?? 0);
  const discount = roundToCents(quote?.discount ?? 0);
  const beforeBonus = Math.max(0, roundToCents(subtotal + shipping + tax - discount));
  const bonus = useBonuses ? Math.max(0, roundToCents(bonusAmount)) : 0;
  const bonusDiscount = Math.min(bonus, beforeBonus);
  return {
    count,
    subtotal,
    shipping,
    tax,
    discount,
    bonusDiscount,
    total: roundToCents(beforeBonus - bonusDiscount),
  };
}

/**
 * The bonus slider value: 0 to the balance in steps of 0.01; anything
 * above the balance is trimmed to it, anything else rounded down to whole cents.
 */
export function clampBonus(amount: number, balance: number): number {
  const cap = Math.max(0, Math.floor(roundToCents(balance) * 100) / 100);
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  // Rounding first keeps 0.29 (0.28999999999999998 as a float) from flooring to 0.28.
  return Math.min(cap, Math.floor(roundToCents(amount * 100)) / 100);
}
