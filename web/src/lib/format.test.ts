import { afterEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { formatNumber, formatPrice } from './format';
import { formatCount } from './format-count';

describe('formatPrice', () => {
  it('always shows two decimals and a thousands separator', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(10)).toBe('$10.00');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(19.999)).toBe('$20.00');
  });

  it('treats a non-finite number as zero, and a negative zero as zero', () => {
    expect(formatPrice(Number.NaN)).toBe('$0.00');
    expect(formatPrice(-0)).toBe('$0.00');
  });
});

describe('formatNumber', () => {
  it('groups thousands without decimals', () => {
    expect(formatNumber(42000)).toBe('42,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(7)).toBe('7');
  });
});

describe('formatCount', () => {
  it('uses the singular only for one', () => {
    expect(formatCount(1, 'item')).toBe('1 item');
    expect(formatCount(0, 'item')).toBe('0 items');
    expect(formatCount(5000, 'item')).toBe('5,000 items');
  });
});

describe('on a Russian page', () => {
  afterEach(() => setPageLocale('en'));

  it('when a price is shown, then it is still dollars, written the Russian way', () => {
    setPageLocale('ru');
    expect(formatPrice(1234.5)).toBe('1\u00a0234,50\u00a0$');
    expect(formatNumber(42000)).toBe('42\u00a0000');
  });
});

describe('written as Intl writes it, without its start-up', () => {
  afterEach(() => setPageLocale('en'));

  // Whole, halves (exact in binary: 0.125, 2.5), near-halves (1.005 is 1.00499...), negatives,
  // carries into a new group, and large totals.
  const values = [
    0, 0.004, 0.005, 0.125, 1.005, 2.5, -2.5, 0.4, -0.4, 9.995, 19.999, 99.999, 999.995, 1000,
    1234.5, 9999.999, 12345.678, 999999.5, 1e6, 123456789.12, 987654321098.76, -1234.567, -0.001,
  ];
  // A spread of amounts with cents, as a cart's totals have them.
  for (let cents = 0; cents < 2_000_000; cents += 7919)
    values.push(cents / 100, (cents + 0.5) / 100);

  for (const locale of ['en', 'ru'] as const) {
    const tag = locale === 'ru' ? 'ru-RU' : 'en-US';
    const price = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const count = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });

    it(`when the page is ${locale}, then every price and count reads as Intl's`, () => {
      setPageLocale(locale);
      for (const value of values) {
        expect(formatPrice(value), String(value)).toBe(price.format(value));
        expect(formatNumber(value), String(value)).toBe(count.format(value));
      }
    });

    it(`when the page is ${locale} and a number has an exponent, then it reads in digits`, () => {
      setPageLocale(locale);
      expect(formatPrice(1e-7)).toBe(price.format(1e-7));
      expect(formatPrice(-1.5e-7)).toBe(price.format(-1.5e-7));
      // From 1e21 a number reads as zero, as one that is not finite: no price comes near.
      expect(formatNumber(-3e21)).toBe('0');
    });
  }
});
