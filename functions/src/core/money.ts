/**
 * Money is worked out in whole cents, so sums never drift (0.1 + 0.2) and every amount is
 * rounded to the cent exactly once; dollars are only what is stored and sent.
 */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => Math.round(cents) / 100;
