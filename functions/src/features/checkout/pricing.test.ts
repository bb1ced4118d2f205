import { describe, expect, it } from 'vitest';
import { SHIPPING_FLAT } from '../../contract/checkout';
import {
  bonusAppliedCents,
  couponDiscountCents,
  priceCart,
  shippingCents,
  subtotalCents,
  TAX_RATE,
  taxCents,
} from './pricing';
import { toCents } from '../../core/money';

const robot = { price: 19.99, qty: 2 };
const dino = { price: 0.1, qty: 3 };

describe('subtotal', () => {
  it('when lines are summed, then price x qty in whole cents without float drift', () => {
    expect(subtotalCents([robot, dino])).toBe(3998 + 30);
    expect(
      subtotalCents([
        { price: 0.1, qty: 1 },
        { price: 0.2, qty: 1 },
      ]),
    ).toBe(30);
    expect(subtotalCents([])).toBe(0);
  });

  it('when a price has float noise, then it is rounded to the cent first', () => {
    expect(toCents(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(toCents(1.15)).toBe(115);
    expect(toCents(19.999999)).toBe(2000);
  });
});

describe('coupon discount', () => {
  it('when the coupon is a percent, then it is that share of the subtotal rounded to the cent', () => {
    expect(couponDiscountCents(3998, { type: 'percent', value: 10 })).toBe(400); // 399.8
    expect(couponDiscountCents(1005, { type: 'percent', value: 15 })).toBe(151); // 150.75
    expect(couponDiscountCents(5, { type: 'percent', value: 10 })).toBe(1); // half a cent rounds up
  });

  it('when the coupon is fixed, then it is its value but never more than the subtotal', () => {
    expect(couponDiscountCents(3998, { type: 'fixed', value: 5 })).toBe(500);
    expect(couponDiscountCents(300, { type: 'fixed', value: 5 })).toBe(300);
  });

  it('when a percent is above 100 or there is no coupon, then the discount stays within 0..subtotal', () => {
    expect(couponDiscountCents(1000, { type: 'percent', value: 150 })).toBe(1000);
    expect(couponDiscountCents(1000, null)).toBe(0);
  });
});

describe('shipping and tax', () => {
  it('when the cart has lines, then shipping is the flat rate; when empty, nothing', () => {
    expect(shippingCents([robot])).toBe(SHIPPING_FLAT * 100);
    expect(shippingCents([])).toBe(0);
  });

  it('when taxed, then prices already include taxes: the one rule gives 0', () => {
    expect(TAX_RATE).toBe(0);
    expect(taxCents(3998, 400)).toBe(0);
  });
});

describe('bonuses', () => {
  it('when fewer bonuses are requested than the total, then all of them are applied', () => {
    expect(bonusAppliedCents(500, 2000)).toBe(500);
  });

  it('when more are requested than the total, then they are trimmed to the total', () => {
    expect(bonusAppliedCents(5000, 2000)).toBe(2000);
    expect(bonusAppliedCents(0, 2000)).toBe(0);
  });
});

describe('priceCart', () => {
  it('when a cart has a percent coupon, then every figure follows the formulas', () => {
    expect(priceCart({ lines: [robot, dino], coupon: { type: 'percent', value: 10 } })).toEqual({
      subtotal: 40.28,
      shipping: 10,
      tax: 0,
      discount: 4.03, // 402.8 cents
      bonusDiscount: 0,
      total: 46.25,
    });
  });

  it('when bonuses are used, then they come off after shipping and the total is rounded to cents', () => {
    const totals = priceCart({ lines: [robot], coupon: null, bonusRequested: 12.34 });
    expect(totals).toMatchObject({ subtotal: 39.98, bonusDiscount: 12.34, total: 37.64 });
  });

  it('when bonuses exceed what is owed, then only what is owed is spent and the total is 0, never below', () => {
    const totals = priceCart({ lines: [dino], coupon: null, bonusRequested: 1000 });
    expect(totals).toMatchObject({ subtotal: 0.3, shipping: 10, bonusDiscount: 10.3, total: 0 });
  });

  it('when a fixed coupon is larger than the subtotal, then only shipping is left to pay', () => {
    const totals = priceCart({ lines: [dino], coupon: { type: 'fixed', value: 5 } });
    expect(totals).toMatchObject({ discount: 0.3, total: 10 });
  });
});
