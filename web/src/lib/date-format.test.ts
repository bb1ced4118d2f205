import { afterEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { formatDate, formatDateTime } from './date-format';

describe('formatDate and formatDateTime', () => {
  afterEach(() => setPageLocale('en'));

  it('writes an English date with the short month', () => {
    expect(formatDate('2026-01-15T10:00:00')).toBe('15 Jan 2026');
    expect(formatDateTime('2026-01-15T10:00:00')).toBe('15 Jan 2026, 10:00');
  });

  it('when the page is Russian, then the month is Russian and the year says so', () => {
    setPageLocale('ru');
    expect(formatDate('2026-05-09T00:05:00')).toBe('9 мая 2026 г.');
    expect(formatDateTime('2026-05-09T00:05:00')).toBe('9 мая 2026 г., 00:05');
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });

  // Every month, first and last days, midnight and the last minute, a leap day, a far year.
  const moments: string[] = ['2024-02-29T23:59:00', '1999-12-31T00:00:00', '2100-07-04T12:30:00'];
  for (let month = 1; month <= 12; month++) {
    const mm = String(month).padStart(2, '0');
    moments.push(`2026-${mm}-01T00:00:00`, `2026-${mm}-28T23:59:59`, `2027-${mm}-10T09:07:00`);
  }

  for (const [locale, tag] of [
    ['en', 'en-GB'],
    ['ru', 'ru-RU'],
  ] as const) {
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });

    it(`when the page is ${locale}, then every date reads as Intl's ${tag} medium date`, () => {
      setPageLocale(locale);
      for (const moment of moments) {
        expect(formatDate(moment), moment).toBe(date.format(new Date(moment)));
        expect(formatDateTime(moment), moment).toBe(dateTime.format(new Date(moment)));
      }
    });
  }
});
