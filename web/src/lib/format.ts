import { intlLocale } from '@/i18n/locale';

// Formats follow the page's language; prices stay US dollars in both.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(kind: 'price' | 'number' | 'compact'): Intl.NumberFormat {
  const tag = intlLocale();
  const key = `${kind} ${tag}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      tag,
      kind === 'price'
        ? { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }
        : kind === 'compact'
          ? { notation: 'compact', maximumFractionDigits: 1 }
          : { maximumFractionDigits: 0 },
    );
    formats.set(key, format);
  }
  return format;
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** `1234.5` -> `$1,234.50` (`1 234,50 $` on a Russian page). */
export function formatPrice(value: number): string {
  return numberFormat('price').format(finite(value));
}

/** `12345` -> `12,345`. */
export function formatNumber(value: number): string {
  return numberFormat('number').format(finite(value));
}

/** `42000` -> `42K`; used where space is tight. */
export function formatCompact(value: number): string {
  return numberFormat('compact').format(finite(value));
}

/** `1` -> `1 item`, `3` -> `3 items`. */
export function formatCount(count: number, noun: string): string {
  return `${formatNumber(count)} ${noun}${count === 1 ? '' : 's'}`;
}
