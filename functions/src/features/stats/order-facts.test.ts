import { describe, expect, it } from 'vitest';
import { aStoredOrder } from '../../testing/stored-order';
import type { StoredOrder } from '../orders';
import { addOrder, emptyDelta, isEmptyDelta, orderFacts, rollupDelta } from './order-facts';

const toyA = { id: 'toy-a', qty: 2, price: 10, title: 'A' };
const toyB = { id: 'toy-b', qty: 1, price: 15.1, title: 'B' };

/** A stored order as the orders feature's converter gives it: $45.10, two lines. */
const order = (over: Partial<StoredOrder> = {}): StoredOrder =>
  aStoredOrder({
    status: 'new',
    createdAt: '2026-03-31T23:59:59.999Z',
    items: [toyA, toyB],
    total: 45.1,
    ...over,
  });
const facts = (over: Partial<StoredOrder> = {}) => {
  const f = orderFacts(order(over));
  if (!f) throw new Error('expected facts');
  return f;
};

describe('orderFacts', () => {
  it('when an order is read, then its UTC day, status, total in cents and lines', () => {
    expect(facts()).toEqual({
      day: '2026-03-31',
      status: 'new',
      totalCents: 4510,
      lines: [
        { id: 'toy-a', qty: 2 },
        { id: 'toy-b', qty: 1 },
      ],
    });
  });

  it('when the order is missing or unreadable (null) or a demo order, then it counts nowhere', () => {
    expect(orderFacts(null)).toBeNull();
    expect(orderFacts(order({ demo: true }))).toBeNull();
    expect(orderFacts(order({ demo: false }))).not.toBeNull();
  });

  it('when the order was placed in another time zone, then its day is the UTC one', () => {
    expect(facts({ createdAt: '2026-04-01T01:30:00+02:00' }).day).toBe('2026-03-31');
  });
});

describe('rollupDelta', () => {
  it('when an order is created, then it adds one order, its revenue, status, products and day', () => {
    expect(rollupDelta(null, facts())).toEqual({
      orders: 1,
      revenueCents: 4510,
      byStatus: { new: 1 },
      productQty: { 'toy-a': 2, 'toy-b': 1 },
      days: { '2026-03-31': { orders: 1, revenueCents: 4510 } },
    });
  });

  it('when an order is deleted, then exactly its creation is taken back', () => {
    const created = rollupDelta(null, facts({ status: 'paid' }));
    const deleted = rollupDelta(facts({ status: 'paid' }), null);
    expect(deleted.orders).toBe(-created.orders);
    expect(deleted.revenueCents).toBe(-created.revenueCents);
    expect(deleted.byStatus).toEqual({ paid: -1 });
    expect(deleted.productQty).toEqual({ 'toy-a': -2, 'toy-b': -1 });
    expect(deleted.days).toEqual({ '2026-03-31': { orders: -1, revenueCents: -4510 } });
  });

  it('when the status changes, then the count moves between statuses and nothing else changes', () => {
    expect(rollupDelta(facts({ status: 'paid' }), facts({ status: 'shipped' }))).toEqual({
      orders: 0,
      revenueCents: 0,
      byStatus: { paid: -1, shipped: 1 },
      productQty: {},
      days: {},
    });
  });

  it('when an order is cancelled, then its revenue and product quantities leave, the order stays', () => {
    expect(rollupDelta(facts({ status: 'paid' }), facts({ status: 'cancelled' }))).toEqual({
      orders: 0,
      revenueCents: -4510,
      byStatus: { paid: -1, cancelled: 1 },
      productQty: { 'toy-a': -2, 'toy-b': -1 },
      days: { '2026-03-31': { orders: 0, revenueCents: -4510 } },
    });
  });

  it('when a field the stats ignore changes, then the delta is empty', () => {
    const before = facts();
    const after = orderFacts(order({ tracking: { code: 'T1' } }));
    expect(isEmptyDelta(rollupDelta(before, after))).toBe(true);
    expect(isEmptyDelta(rollupDelta(null, null))).toBe(true);
  });

  it('when a real order becomes a demo one, then it leaves the stats', () => {
    expect(rollupDelta(facts(), orderFacts(order({ demo: true }))).orders).toBe(-1);
  });

  it('when deltas of one history are summed in any order, then they equal the final state', () => {
    const steps = [
      rollupDelta(null, facts()),
      rollupDelta(facts(), facts({ status: 'cancelled' })),
      rollupDelta(facts({ status: 'cancelled' }), facts({ status: 'delivered' })),
    ];
    const sum = (deltas: typeof steps) => {
      const total = emptyDelta();
      for (const d of deltas) {
        total.orders += d.orders;
        total.revenueCents += d.revenueCents;
        for (const [k, n] of Object.entries(d.byStatus)) {
          const key = k as keyof typeof total.byStatus;
          total.byStatus[key] = (total.byStatus[key] ?? 0) + n;
        }
        for (const [k, n] of Object.entries(d.productQty))
          total.productQty[k] = (total.productQty[k] ?? 0) + n;
      }
      return total;
    };
    const expected = emptyDelta();
    addOrder(expected, facts({ status: 'delivered' }), 1);
    for (const sequence of [steps, [...steps].reverse()]) {
      const total = sum(sequence);
      expect(total.orders).toBe(expected.orders);
      expect(total.revenueCents).toBe(expected.revenueCents);
      expect(Object.fromEntries(Object.entries(total.byStatus).filter(([, n]) => n !== 0))).toEqual(
        expected.byStatus,
      );
      expect(total.productQty).toEqual(expected.productQty);
    }
  });
});
