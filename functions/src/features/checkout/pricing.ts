import { SHIPPING_FLAT } from '../../contract/checkout';
import { toCents, toDollars } from '../../core/money';

/**
 * How the server prices a cart. Pure: every amount is worked out in whole cents, so sums
 * never drift (0.1 + 0.2) and every answer is rounded to cents exactly once.
 */

/**
 * Tax rule, the only one: catalogue prices already include any applicable taxes, so the
 * quote adds none (docs/decisions.md). A rate change happens here and nowhere else.
 */
export const TAX_RATE = 0;

export interface CouponTerms {
  type: 'percent' | 'fixed';
  value: number;
}

export interface PricedLine {
  price: number;
  qty: number;
}

export interface Totals {
  subtotal: number;
  shipping: number;
  tax: number;
  /** Coupon discount. */
  discount: number;
  /** Bonuses actually spent (one bonus is one dollar). */
  bonusDiscount: number;
  total: number;
}

export function subtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + toCents(line.price) * line.qty, 0);
}

/** Percent: rounded to the cent; fixed: never more than the subtotal. Neither below 0. */
export function couponDiscountCents(subtotal: number, coupon: CouponTerms | null): number {
  if (!coupon) return 0;
  const raw =
    coupon.type === 'percent' ? Math.round((subtotal * coupon.value) / 100) : toCents(coupon.value);
  return Math.min(Math.max(raw, 0), subtotal);
}

/** Flat standard shipping (SHIPPING_FLAT) on any non-empty cart; an empty cart ships nothing. */
export function shippingCents(lines: readonly PricedLine[]): number {
  return lines.length > 0 ? toCents(SHIPPING_FLAT) : 0;
}

/** Tax on what is paid for the goods (after the coupon). */
export function taxCents(subtotal: number, discount: number): number {
  return Math.round((subtotal - discount) * TAX_RATE);
}

/** Bonuses cover at most what is left to pay; the rest of the request stays in the account. */
export function bonusAppliedCents(requested: number, preBonusTotal: number): number {
  return Math.max(0, Math.min(requested, preBonusTotal));
}

/** The whole quote; `bonusRequested` in dollars (0 when bonuses are not used). */
export function priceCart(input: {
  lines: readonly PricedLine[];
  coupon: CouponTerms | null;
  bonusRequested?: number;
}): Totals {
  const subtotal = subtotalCents(input.lines);
  const shipping = shippingCents(input.lines);
  const discount = couponDiscountCents(subtotal, input.coupon);
  const tax = taxCents(subtotal, discount);
  const preBonus = Math.max(0, subtotal + shipping + tax - discount);
  const bonus = bonusAppliedCents(toCents(input.bonusRequested ?? 0), preBonus);
  const total = Math.max(0, preBonus - bonus);
  return {
    subtotal: toDollars(subtotal),
    shipping: toDollars(shipping),
    tax: toDollars(tax),
    discount: toDollars(discount),
    bonusDiscount: toDollars(bonus),
    total: toDollars(total),
  };
}
