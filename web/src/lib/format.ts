const priceFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const compactFormat = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** `1234.5` -> `$1,234.50`. */
export function formatPrice(value: number): string {
  return priceFormat.format(Number.isFinite(value) ? value : 0);
}

/** `12345` -> `12,345`. */
export function formatNumber(value: number): string {
  return numberFormat.format(Number.isFinite(value) ? value : 0);
}

/** `42000` -> `42K`; used where space is tight. */
export function formatCompact(value: number): string {
  return compactFormat.format(Number.isFinite(value) ? value : 0);
}

/** `1` -> `1 item`, `3` -> `3 items`. */
export function formatCount(count: number, noun: string): string {
  return `${formatNumber(count)} ${noun}${count === 1 ? '' : 's'}`;
}
