import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, OrderSchema, type Order } from '../../contract/order';
import { sampleShippingData } from '../../testing/shipping-data';
import { toCustomerOrder } from './customer-order';

const HOLD_MS = 30 * 60_000;
const PLACED = '2026-03-01T10:00:00.000Z';

const order = (over: Partial<Order> = {}): Order =>
  OrderSchema.parse({
    id: 'ord1',
    createdAt: PLACED,
    status: 'new',
    items: [{ id: 'p1', title: 'Toy', price: 5, qty: 1 }],
    subtotal: 5,
    shipping: 10,
    tax: 0,
    discount: 0,
    bonusDiscount: 0,
    coupon: null,
    total: 15,
    tracking: null,
    userEmail: 'ann@example.com',
    userName: 'Ann',
    shippingData: sampleShippingData(),
    ...over,
  });

describe('toCustomerOrder', () => {
  it('when an order waits for its e-mail confirmation, then confirmBy is the end of its short hold', () => {
    const answer = toCustomerOrder(order({ contactConfirmed: false }), HOLD_MS);
    expect(answer.confirmBy).toBe('2026-03-01T10:30:00.000Z');
    expect(answer).toMatchObject({ id: 'ord1', contactConfirmed: false, status: 'new' });
  });

  it('when an order is confirmed, or stored before the flag existed, then confirmBy is null', () => {
    expect(toCustomerOrder(order({ contactConfirmed: true }), HOLD_MS).confirmBy).toBeNull();
    expect(toCustomerOrder(order(), HOLD_MS)).toMatchObject({
      contactConfirmed: true,
      confirmBy: null,
    });
  });

  it.each(ORDER_STATUSES.filter((status) => status !== 'new'))(
    'when an unconfirmed order is %s, then it waits for nothing: confirmBy is null',
    (status) => {
      const answer = toCustomerOrder(order({ contactConfirmed: false, status }), HOLD_MS);
      expect(answer.confirmBy).toBeNull();
    },
  );
});
