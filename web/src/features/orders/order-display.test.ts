import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@contract/order';
import { makeOrder } from '@/testing/make-order';
import {
  confirmationWait,
  orderItemCount,
  orderLineImage,
  orderStatusLabel,
  orderStatusTone,
  shortOrderNumber,
} from './order-display';

describe('shortOrderNumber', () => {
  it('is the first 6 characters of the id, upper-cased, after #', () => {
    expect(shortOrderNumber('abc123xyz789')).toBe('#ABC123');
    expect(shortOrderNumber('a1')).toBe('#A1');
  });
});

describe('orderStatusTone', () => {
  it('maps the six statuses onto the five customer colours', () => {
    expect(ORDER_STATUSES.map(orderStatusTone)).toEqual([
      'new',
      'processing',
      'processing',
      'shipped',
      'delivered',
      'other',
    ]);
  });

  it('labels a status with a capital letter', () => {
    expect(orderStatusLabel('cancelled')).toBe('Cancelled');
  });
});

describe('order lines', () => {
  it('counts pieces, not lines', () => {
    const order = makeOrder({
      items: [
        { id: 'a', title: 'A', price: 1, qty: 2 },
        { id: 'b', title: 'B', price: 1, qty: 3 },
      ],
    });
    expect(orderItemCount(order)).toBe(5);
  });

  it('takes image, or the first of images for older orders', () => {
    expect(orderLineImage({ id: 'a', title: 'A', price: 1, qty: 1, image: '/a.svg' })).toBe(
      '/a.svg',
    );
    expect(
      orderLineImage({ id: 'a', title: 'A', price: 1, qty: 1, image: '', images: ['/b.svg'] }),
    ).toBe('/b.svg');
    expect(orderLineImage({ id: 'a', title: 'A', price: 1, qty: 1 })).toBeUndefined();
  });
});

describe('confirmationWait', () => {
  const DUE = '2026-01-15T10:30:00.000Z';
  const dueMs = Date.parse(DUE);

  it('says until when an unconfirmed order waits, and once that is past, that it is overdue', () => {
    const order = { contactConfirmed: false, confirmBy: DUE };
    expect(confirmationWait(order, dueMs - 1)).toEqual({ confirmBy: DUE, overdue: false });
    expect(confirmationWait(order, dueMs)).toEqual({ confirmBy: DUE, overdue: true });
  });

  it('is null for a confirmed order, and for one with no end to wait for', () => {
    expect(confirmationWait({ contactConfirmed: true, confirmBy: DUE }, 0)).toBeNull();
    expect(confirmationWait({ contactConfirmed: false, confirmBy: null }, 0)).toBeNull();
  });
});
