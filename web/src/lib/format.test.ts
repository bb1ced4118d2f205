import { afterEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { formatCount, formatNumber, formatPrice } from './format';

describe('formatPrice', () => {
  it('always shows two decimals and a thousands separator', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(10)).toBe('$10.00');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(19.999)).toBe('$20.00');
  });

  it('treats a non-finite number as zero', () => {
    expect(formatPrice(Number.NaN)).toBe('$0.00');
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
