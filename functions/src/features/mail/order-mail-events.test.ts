import { describe, expect, it } from 'vitest';
import { orderMailEvents } from './order-mail-events';

const order = (over: Record<string, unknown> = {}) => ({ status: 'new', tracking: null, ...over });

describe('orderMailEvents', () => {
  it('when an order is created, then it was placed', () => {
    expect(orderMailEvents(undefined, order())).toEqual([{ kind: 'order-placed' }]);
  });

  it('when an order is deleted, or changes nothing a customer hears of, then no mail', () => {
    expect(orderMailEvents(order(), undefined)).toEqual([]);
    expect(orderMailEvents(order(), order({ userEmail: '', anonymisedAt: 1 }))).toEqual([]);
    expect(orderMailEvents(order(), order({ status: 'paid' }))).toEqual([]);
    expect(orderMailEvents(order(), order({ status: 'packed' }))).toEqual([]);
  });

  it('when a new tracking code is saved, then it is told; the same, a blank or a cleared one not', () => {
    const code = (c: string | null) => order({ tracking: c === null ? null : { code: c } });
    expect(orderMailEvents(code(null), code('LP1'))).toEqual([
      { kind: 'order-tracking', code: 'LP1' },
    ]);
    expect(orderMailEvents(code('LP1'), code('LP2'))).toEqual([
      { kind: 'order-tracking', code: 'LP2' },
    ]);
    expect(orderMailEvents(code('LP1'), code('LP1'))).toEqual([]);
    expect(orderMailEvents(code('LP1'), code(null))).toEqual([]);
    expect(orderMailEvents(code(null), code('  '))).toEqual([]);
  });

  it('when the status changes to shipped, delivered or cancelled, then a note is due', () => {
    for (const status of ['shipped', 'delivered', 'cancelled']) {
      expect(orderMailEvents(order({ status: 'paid' }), order({ status }))).toEqual([
        { kind: 'order-status', status },
      ]);
    }
    expect(orderMailEvents(order({ status: 'shipped' }), order({ status: 'shipped' }))).toEqual([]);
  });

  it('when an unconfirmed order is created, then no order-placed mail (the transaction wrote the confirmation mail)', () => {
    expect(orderMailEvents(undefined, order({ contactConfirmed: false }))).toEqual([]);
    expect(orderMailEvents(undefined, order({ contactConfirmed: true }))).toEqual([
      { kind: 'order-placed' },
    ]);
  });

  it('when an unconfirmed order is confirmed (by its link or an admin), then it is placed, once per write', () => {
    const unconfirmed = order({ contactConfirmed: false });
    expect(orderMailEvents(unconfirmed, order({ contactConfirmed: true }))).toEqual([
      { kind: 'order-placed' },
    ]);
    expect(
      orderMailEvents(unconfirmed, order({ contactConfirmed: true, status: 'shipped' })),
    ).toEqual([{ kind: 'order-placed' }, { kind: 'order-status', status: 'shipped' }]);
    expect(
      orderMailEvents(order({ contactConfirmed: true }), order({ contactConfirmed: true })),
    ).toEqual([]);
  });

  it('when the job cancels an unconfirmed order, then nobody is told; an admin’s cancel is told', () => {
    const unconfirmed = order({ contactConfirmed: false });
    const expired = order({
      contactConfirmed: false,
      status: 'cancelled',
      confirmationExpired: true,
    });
    expect(orderMailEvents(unconfirmed, expired)).toEqual([]);
    expect(
      orderMailEvents(unconfirmed, order({ contactConfirmed: false, status: 'cancelled' })),
    ).toEqual([{ kind: 'order-status', status: 'cancelled' }]);
  });

  it('when one write saves a code and ships, then both are told', () => {
    expect(
      orderMailEvents(order(), order({ status: 'shipped', tracking: { code: 'LP9' } })),
    ).toEqual([
      { kind: 'order-tracking', code: 'LP9' },
      { kind: 'order-status', status: 'shipped' },
    ]);
  });
});
