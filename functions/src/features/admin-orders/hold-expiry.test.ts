import { describe, expect, it } from 'vitest';
import { orderHoldConfig } from '../../core/env';
import { holdCutoff, holdExpiresAt } from './hold-expiry';

const HOUR = 3_600_000;
const createdAt = '2025-03-01T10:00:00.000Z';

describe('holdExpiresAt', () => {
  it('when a non-demo order is new, then its hold ends the configured hours after it was placed', () => {
    expect(holdExpiresAt({ status: 'new', createdAt }, false, 72 * HOUR)).toBe(
      '2025-03-04T10:00:00.000Z',
    );
  });

  it('when the order is past new, a demo order, or the hold is 0, then nothing expires', () => {
    expect(holdExpiresAt({ status: 'paid', createdAt }, false, 72 * HOUR)).toBeNull();
    expect(holdExpiresAt({ status: 'cancelled', createdAt }, false, 72 * HOUR)).toBeNull();
    expect(holdExpiresAt({ status: 'new', createdAt }, true, 72 * HOUR)).toBeNull();
    expect(holdExpiresAt({ status: 'new', createdAt }, false, 0)).toBeNull();
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
