import { describe, expect, it } from 'vitest';
import { orderHoldConfig, unconfirmedOrdersConfig } from '../../core/env';
import { holdCutoff, holdExpiresAt } from './hold-expiry';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const createdAt = '2025-03-01T10:00:00.000Z';
const holds = { holdMs: 72 * HOUR, unconfirmedHoldMs: 30 * MINUTE };
const confirmed = (status: 'new' | 'paid' | 'cancelled') => ({
  status,
  createdAt,
  contactConfirmed: true,
});

describe('holdExpiresAt', () => {
  it('when a non-demo confirmed order is new, then its hold ends the configured hours after it was placed', () => {
    expect(holdExpiresAt(confirmed('new'), false, holds)).toBe('2025-03-04T10:00:00.000Z');
  });

  it('when a new order is unconfirmed, then its short hold ends the configured minutes after it was placed', () => {
    const unconfirmed = { ...confirmed('new'), contactConfirmed: false };
    expect(holdExpiresAt(unconfirmed, false, holds)).toBe('2025-03-01T10:30:00.000Z');
    // The usual hold turned off does not turn off the short one.
    expect(holdExpiresAt(unconfirmed, false, { ...holds, holdMs: 0 })).toBe(
      '2025-03-01T10:30:00.000Z',
    );
  });

  it('when the order is past new, a demo order, or the hold is 0, then nothing expires', () => {
    expect(holdExpiresAt(confirmed('paid'), false, holds)).toBeNull();
    expect(holdExpiresAt(confirmed('cancelled'), false, holds)).toBeNull();
    expect(holdExpiresAt(confirmed('new'), true, holds)).toBeNull();
    expect(holdExpiresAt(confirmed('new'), false, { ...holds, holdMs: 0 })).toBeNull();
  });
});

describe('holdCutoff', () => {
  it('when asked at a moment, then orders placed before it minus the hold are due', () => {
    expect(holdCutoff(new Date('2025-03-04T10:00:00.000Z'), 72 * HOUR).toISOString()).toBe(
      createdAt,
    );
  });
});

describe('orderHoldConfig', () => {
  it('when ORDER_HOLD_HOURS is unset, then the hold is 72 hours; 0 turns it off; junk fails', () => {
    expect(orderHoldConfig({}).holdMs).toBe(72 * HOUR);
    expect(orderHoldConfig({ ORDER_HOLD_HOURS: '0' }).holdMs).toBe(0);
    expect(orderHoldConfig({ ORDER_HOLD_HOURS: '24' }).holdMs).toBe(24 * HOUR);
    expect(() => orderHoldConfig({ ORDER_HOLD_HOURS: '-1' })).toThrow(/ORDER_HOLD_HOURS/);
    expect(() => orderHoldConfig({ ORDER_HOLD_HOURS: '1.5' })).toThrow(/ORDER_HOLD_HOURS/);
  });
});

describe('unconfirmedOrdersConfig', () => {
  it('when nothing is set, then 30 minutes, 5 orders and 10 units', () => {
    expect(unconfirmedOrdersConfig({})).toEqual({
      holdMs: 30 * MINUTE,
      holdMinutes: 30,
      maxOrders: 5,
      maxUnits: 10,
    });
  });

  it('when set, then the values are used; 0, fractions and junk fail at start', () => {
    const env = {
      UNCONFIRMED_HOLD_MINUTES: '45',
      UNCONFIRMED_ORDERS_PER_CONTACT: '3',
      UNCONFIRMED_UNITS_PER_CONTACT: '20',
    };
    expect(unconfirmedOrdersConfig(env)).toEqual({
      holdMs: 45 * MINUTE,
      holdMinutes: 45,
      maxOrders: 3,
      maxUnits: 20,
    });
    for (const name of Object.keys(env)) {
      for (const raw of ['0', '1.5', 'ten']) {
        expect(() => unconfirmedOrdersConfig({ [name]: raw })).toThrow(name);
      }
    }
  });
});
