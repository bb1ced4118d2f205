import { SHIPPING_FEE } from '@/config/site';

export interface CartTotals {
  count: number;
  subtotal: number;
  shipping: number;
  total: number;
}

/** Spec section 9: flat $10.00 shipping on any non-empty cart (coupons and bonuses come later). */
export function cartTotals(items: readonly { price: number; qty: number }[]): CartTotals {
  const count = items.reduce((sum, item) => sum + item.qty, 0);
  // Rounded to cents so float sums never show as $19.990000000000002.
  const subtotal =
    Math.round(items.reduce((sum, item) => sum + item.price * item.qty, 0) * 100) / 100;
  const shipping = count > 0 ? SHIPPING_FEE : 0;
  return { count, subtotal, shipping, total: Math.round((subtotal + shipping) * 100) / 100 };
}
