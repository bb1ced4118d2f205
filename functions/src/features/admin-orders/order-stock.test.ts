import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../contract/order';
import { stockLines, stockMove } from './order-stock';

const held = { stockReturned: false, holdsStock: true };

describe('stockMove', () => {
  it('when an order that holds its stock is cancelled, then the stock is returned', () => {
    for (const from of ORDER_STATUSES.filter((s) => s !== 'cancelled')) {
      expect(stockMove({ ...held, from, to: 'cancelled' })).toBe('return');
    }
  });

  it('when the stock was already returned, then cancelling again returns nothing', () => {
    expect(stockMove({ from: 'new', to: 'cancelled', stockReturned: true, holdsStock: true })).toBe(
      'none',
    );
  });

  it('when a cancelled order is cancelled again, then nothing moves, whatever the flag says', () => {
    expect(stockMove({ ...held, from: 'cancelled', to: 'cancelled' })).toBe('none');
    expect(
      stockMove({ from: 'cancelled', to: 'cancelled', stockReturned: true, holdsStock: true }),
    ).toBe('none');
  });

  it('when a cancelled order whose stock came back moves to another status, then it takes it again', () => {
    for (const to of ORDER_STATUSES.filter((s) => s !== 'cancelled')) {
      expect(stockMove({ from: 'cancelled', to, stockReturned: true, holdsStock: true })).toBe(
        'take',
      );
    }
  });

  it('when a cancelled order never returned its stock (no flag), then reopening takes nothing', () => {
    expect(stockMove({ ...held, from: 'cancelled', to: 'paid' })).toBe('none');
  });

  it('when the status moves between open statuses, then stock stays', () => {
    expect(stockMove({ ...held, from: 'new', to: 'shipped' })).toBe('none');
    expect(stockMove({ ...held, from: 'delivered', to: 'packed' })).toBe('none');
  });

  it('when the order is a demo order, then it never moves stock', () => {
    const demo = { stockReturned: false, holdsStock: false };
    expect(stockMove({ ...demo, from: 'new', to: 'cancelled' })).toBe('none');
    expect(stockMove({ ...demo, stockReturned: true, from: 'cancelled', to: 'new' })).toBe('none');
  });
});

describe('stockLines', () => {
  it('when an order names a product twice, then its quantities are added up', () => {
    const items = [
      { id: 'a', title: 'Robot', qty: 2 },
      { id: 'b', title: 'Bear', qty: 1 },
      { id: 'a', title: 'Robot', qty: 3 },
    ];
    expect(stockLines(items)).toEqual([
      { id: 'a', title: 'Robot', qty: 5 },
      { id: 'b', title: 'Bear', qty: 1 },
    ]);
  });
});
