import { describe, expect, it } from 'vitest';
import { capNote, maxCartQty, purchaseLimitLabels } from './purchase-limits';

describe('purchase limits', () => {
  it('when a product has both limits, then both labels show; with none, none', () => {
    expect(purchaseLimitLabels({ maxPerOrder: 2, maxPerCustomer: 5 })).toEqual([
      'Limit 2 per order',
      'Limit 5 per customer',
    ]);
    expect(purchaseLimitLabels({})).toEqual([]);
  });

  it('when a limit is below the stock, then the cart stops at the limit and says which', () => {
    expect(maxCartQty({ stock: 40, maxPerOrder: 3 })).toBe(3);
    expect(capNote({ stock: 40, maxPerOrder: 3 })).toBe('Limit 3 per order');
    expect(maxCartQty({ stock: 40, maxPerOrder: 4, maxPerCustomer: 2 })).toBe(2);
    expect(capNote({ stock: 40, maxPerOrder: 4, maxPerCustomer: 2 })).toBe('Limit 2 per customer');
  });

  it('when the stock is below every limit, then the stock decides', () => {
    expect(maxCartQty({ stock: 1, maxPerOrder: 3 })).toBe(1);
    expect(capNote({ stock: 1, maxPerOrder: 3 })).toBe('Only 1 left in stock');
    expect(capNote({ stock: 500 })).toBe('At most 99 per order');
  });
});
