import { describe, expect, it } from 'vitest';
import { stockLevel } from './stock';

describe('stockLevel', () => {
  it.each([
    [0, 'red', 'Out of stock', false],
    [-2, 'red', 'Out of stock', false],
    [1, 'red', 'Only 1 left', true],
    [3, 'red', 'Only 3 left', true],
    [4, 'amber', 'Low stock: 4 left', true],
    [10, 'amber', 'Low stock: 10 left', true],
    [11, 'green', 'In stock', true],
    [500, 'green', 'In stock', true],
  ])('stock %i is %s (%s)', (stock, tone, label, inStock) => {
    expect(stockLevel(stock)).toEqual({ tone, label, inStock });
  });
});
