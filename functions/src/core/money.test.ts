import { describe, expect, it } from 'vitest';
import { toCents, toDollars } from './money';

describe('money', () => {
  it('when dollars carry float noise, then they are rounded to the cent', () => {
    expect(toCents(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(toCents(1.15)).toBe(115);
    expect(toCents(19.999999)).toBe(2000);
  });

  it('when cents go back to dollars, then whole cents give exact dollars', () => {
    expect(toDollars(4028)).toBe(40.28);
    expect(toDollars(toCents(0.1) + toCents(0.2))).toBe(0.3);
  });
});
