import { describe, expect, it } from 'vitest';
import { cartTotals, clampBonus } from './cart-totals';

const twoLines = [
  { price: 19.99, qty: 2 },
  { price: 5, qty: 1 },
];

describe('cartTotals', () => {
  it('adds the flat $10 shipping to a non-empty cart', () => {
    expect(cartTotals(twoLines)).toEqual({
      count: 3,
      subtotal: 44.98,
      shipping: 10,
      tax: 0,
      discount: 0,
      bonusDiscount: 0,
      total: 54.98,
    });
  });

  it('charges nothing for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      count: 0,
      subtotal: 0,
      shipping: 0,
      tax: 0,
      discount: 0,
      bonusDiscount: 0,
      total: 0,
    });
  });

  it('adds the quoted tax and takes off the quoted discount', () => {
    const totals = cartTotals(twoLines, {
      quote: { tax: 3.6, discount: 4.5 },
      useBonuses: false,
      bonusAmount: 0,
    });
    // 44.98 + 10 + 3.60 - 4.50
    expect(totals).toMatchObject({ tax: 3.6, discount: 4.5, total: 54.08 });
  });

  it('takes off the bonus amount only while bonuses are on', () => {
    const on = cartTotals(twoLines, { quote: null, useBonuses: true, bonusAmount: 12.34 });
    expect(on).toMatchObject({ bonusDiscount: 12.34, total: 42.64 });
    const off = cartTotals(twoLines, { quote: null, useBonuses: false, bonusAmount: 12.34 });
    expect(off).toMatchObject({ bonusDiscount: 0, total: 54.98 });
  });

  it('never goes below 0, and a bonus never takes off more than the order costs', () => {
    const bonus = cartTotals([{ price: 5, qty: 1 }], {
      quote: null,
      useBonuses: true,
      bonusAmount: 100,
    });
    expect(bonus).toMatchObject({ bonusDiscount: 15, total: 0 });
    const coupon = cartTotals([{ price: 5, qty: 1 }], {
      quote: { tax: 0, discount: 50 },
      useBonuses: false,
      bonusAmount: 0,
    });
    expect(coupon.total).toBe(0);
  });

  it('rounds every figure to cents', () => {
    const totals = cartTotals(
      [
        { price: 0.1, qty: 1 },
        { price: 0.2, qty: 1 },
      ],
      { quote: { tax: 0.014, discount: 0.006 }, useBonuses: false, bonusAmount: 0 },
    );
    expect(totals).toMatchObject({ subtotal: 0.3, tax: 0.01, discount: 0.01, total: 10.3 });
    expect(cartTotals([{ price: 33.33, qty: 3 }]).subtotal).toBe(99.99);
  });
});

describe('clampBonus', () => {
  it('caps the amount at the balance', () => {
    expect(clampBonus(50, 12.5)).toBe(12.5);
    expect(clampBonus(12.5, 12.5)).toBe(12.5);
  });

  it('keeps 0.01 steps, never negative or not a number', () => {
    expect(clampBonus(3.456, 10)).toBe(3.45);
    expect(clampBonus(0.29, 10)).toBe(0.29);
    expect(clampBonus(-1, 10)).toBe(0);
    expect(clampBonus(Number.NaN, 10)).toBe(0);
    expect(clampBonus(5, 0)).toBe(0);
  });
});
