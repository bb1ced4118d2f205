import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/testing/make-order';
import { splitShipments } from './shipments-split';

describe('splitShipments', () => {
  it('puts orders with a tracking code in one list and those waiting for one in the other', () => {
    const waiting = makeOrder({ id: 'waiting', status: 'paid' });
    const tracked = makeOrder({ id: 'tracked', status: 'shipped', tracking: { code: 'LX1' } });
    const delivered = makeOrder({ id: 'delivered', status: 'delivered', tracking: null });
    const lists = splitShipments([waiting, tracked, delivered]);
    expect(lists.withoutTracking.map((order) => order.id)).toEqual(['waiting', 'delivered']);
    expect(lists.withTracking.map((order) => order.id)).toEqual(['tracked']);
  });

  it('leaves cancelled orders without a code out: there is nothing to ship', () => {
    const cancelled = makeOrder({ id: 'cancelled', status: 'cancelled' });
    const cancelledTracked = makeOrder({
      id: 'returned',
      status: 'cancelled',
      tracking: { code: 'LX2' },
    });
    const lists = splitShipments([cancelled, cancelledTracked]);
    expect(lists.withoutTracking).toEqual([]);
    expect(lists.withTracking.map((order) => order.id)).toEqual(['returned']);
  });
});
