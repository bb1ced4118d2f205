import { describe, expect, it } from 'vitest';
import { isRestock } from './stock-transition';

describe('isRestock', () => {
  it('when stock goes from 0 to above 0, then the product is back', () => {
    expect(isRestock({ stock: 0 }, { stock: 5 })).toBe(true);
  });

  it('when stock goes from below 0 or from no figure to above 0, then the product is back', () => {
    expect(isRestock({ stock: -2 }, { stock: 1 })).toBe(true);
    expect(isRestock({ title: 'x' }, { stock: 1 })).toBe(true);
  });

  it('when stock moves between positive figures, or down to 0, then it is not', () => {
    expect(isRestock({ stock: 3 }, { stock: 8 })).toBe(false);
    expect(isRestock({ stock: 3 }, { stock: 0 })).toBe(false);
    expect(isRestock({ stock: 0 }, { stock: 0 })).toBe(false);
  });

  it('when a product is created with stock, then it counts (nobody can be waiting for a new id)', () => {
    expect(isRestock(undefined, { stock: 4 })).toBe(true);
    expect(isRestock(undefined, { stock: 0 })).toBe(false);
  });

  it('when a product is deleted, then it is not', () => {
    expect(isRestock({ stock: 0 }, undefined)).toBe(false);
  });
});
