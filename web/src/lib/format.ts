import { pageLocale } from '@/i18n/locale';

// Prices stay US dollars on both pages; the page's language picks how they are written.
// They are written here, not by Intl.NumberFormat: a page's first Intl.NumberFormat loads
// ICU's number data in one piece, 25-130 ms of main thread on this machine's Chromium before
// any throttling (docs/bench.md), in the middle of the first render. format.test.ts holds
// both languages to Intl's own output (en-US and ru-RU).

/**
 * `value` rounded half away from zero to `decimals` places, as Intl rounds: from the shortest
 * decimal that reads back as the same number (`1.005` is `1.005`, not 1.00499...), so a digit
 * past the rounded ones lifts a tie above it before `toFixed` rounds (`1.0051`). Thousands
 * grouped. A number that is not finite, or from 1e21 (no price or count comes near), reads as
 * zero, and so does a negative zero (Intl would write `-0`).
 */
function written(number: number, decimals: number): string {
  const value = Math.abs(number) < 1e21 ? number : 0;
  const ru = pageLocale() === 'ru';
  const shortest = String(Math.abs(value));
  const point = shortest.indexOf('.');
  const lifted = point < 0 ? shortest : `${shortest.padEnd(point + decimals + 2, '0')}1`;
  const [whole = '0', fraction] = Number(lifted).toFixed(decimals).split('.');
  const text = whole.replace(/\B(?=(\d{3})+$)/g, ru ? '\u00a0' : ',');
  return (value < 0 ? '-' : '') + (fraction ? `${text}${ru ? ',' : '.'}${fraction}` : text);
}

/** `1234.5` -> `$1,234.50` (`1 234,50 $` on a Russian page, with no-break spaces). */
export function formatPrice(value: number): string {
  const text = written(value, 2);
  return pageLocale() === 'ru' ? `${text}\u00a0$` : text.replace(/^-?/, '$&$$');
}

/** `12345` -> `12,345`. */
export function formatNumber(value: number): string {
  return written(value, 0);
}
