import { formatNumber } from './format';

// Apart from format.ts, which every first load carries: only the admin's pages count this way.

/** `1` -> `1 item`, `3` -> `3 items`. */
export function formatCount(count: number, noun: string): string {
  return `${formatNumber(count)} ${noun}${count === 1 ? '' : 's'}`;
}
