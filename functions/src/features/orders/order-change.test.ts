import type { DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { orderSnapshot, storedOrderDocument } from '../../testing/stored-order';
import { orderChange } from './order-change';

vi.mock('firebase-functions', () => ({ logger: { error: vi.fn() } }));

const order = (status: string) => storedOrderDocument({ status });
const side = (data: DocumentData | undefined) => orderSnapshot('o1', data);

describe('orderChange', () => {
  it('when an order is created, then it has no before and is created', () => {
    const change = orderChange(side(undefined), side(order('new')));
    expect(change).toMatchObject({ before: null, after: { id: 'o1', status: 'new' } });
    expect(change.created).toBe(true);
    expect(change.deleted).toBe(false);
    expect(change.status).toEqual({ from: null, to: 'new', changed: true });
  });

  it('when the status changes, then from and to say so; another field changes nothing', () => {
    expect(orderChange(side(order('new')), side(order('paid'))).status).toEqual({
      from: 'new',
      to: 'paid',
      changed: true,
    });
    const tracked = orderChange(side(order('paid')), side({ ...order('paid'), tracking: null }));
    expect(tracked.status.changed).toBe(false);
    expect(tracked.created || tracked.deleted).toBe(false);
  });

  it('when an order is deleted, then it has no after and is deleted', () => {
    const change = orderChange(side(order('paid')), side(undefined));
    expect(change).toMatchObject({ after: null, created: false, deleted: true });
    expect(change.status).toEqual({ from: 'paid', to: null, changed: true });
  });

  it('when a side is unreadable, then it is null but neither created nor deleted', () => {
    const change = orderChange(side({ status: 'new' }), side(order('new')));
    expect(change.before).toBeNull();
    expect(change.created).toBe(false);
    expect(orderChange(undefined, undefined)).toMatchObject({ created: false, deleted: false });
  });
});
