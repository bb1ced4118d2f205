import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals';

describe('cartTotals', () => {
  it('adds the flat $10 shipping to a non-empty cart', () => {
    expect(
      cartTotals([
        { price: 19.99, qty: 2 },
        { price: 5, qty: 1 },
      ]),
    ).toEqual({ count: 3, subtotal: 44.98, shipping: 10, total: 54.98 });
  });

  it('charges nothing for an empty cart', () => {
    expect(cartTotals([])).toEqual({ count: 0, subtotal: 0, shipping: 0, total: 0 });
  });
});
