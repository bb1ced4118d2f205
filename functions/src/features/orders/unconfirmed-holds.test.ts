import { describe, expect, it } from 'vitest';
import { UNCONFIRMED_ORDERS_LIMIT, unconfirmedUnitsLimit } from '../../contract/order-confirmation';
import type { SessionUser } from '../../core/auth';
import { AppError } from '../../core/errors';
import {
  assertUnconfirmedRoom,
  holdKeys,
  isConfirmedBuyer,
  liveEntries,
  type HeldEntry,
} from './unconfirmed-holds';

const account = (emailVerified: boolean): SessionUser => ({
  uid: 'uid-1',
  email: 'ann@example.com',
  name: 'Ann',
  emailVerified,
  role: 'user',
});
const caps = { maxOrders: 5, maxUnits: 10 };
const entries = (...units: number[]) =>
  new Map<string, HeldEntry>(units.map((u, i) => [`o${String(i)}`, { units: u, untilMs: 1e12 }]));

function refusal(run: () => void): { status: number; message: string } | null {
  try {
    run();
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { status: err.status, message: err.message };
  }
}

describe('who is confirmed from the start', () => {
  it('when the buyer is a verified account, then yes; a guest or an unverified account, no', () => {
    expect(isConfirmedBuyer(account(true))).toBe(true);
    expect(isConfirmedBuyer(account(false))).toBe(false);
    expect(isConfirmedBuyer(null)).toBe(false);
  });
});

describe('holdKeys', () => {
  it('when the e-mail differs only in case and spaces, then the key is the same and holds no address', () => {
    const [a] = holdKeys(' Ann@Example.COM ', null);
    const [b] = holdKeys('ann@example.com', null);
    expect(a).toBe(b);
    expect(a).toMatch(/^email-[0-9a-f]{64}$/);
    expect(a).not.toContain('ann');
  });

  it('when signed in, then the account is counted too', () => {
    expect(holdKeys('ann@example.com', account(false))).toEqual([
      holdKeys('ann@example.com', null)[0],
      'account-uid-1',
    ]);
  });
});

describe('liveEntries', () => {
  it('when an entry’s short hold has ended, then it no longer counts', () => {
    const held = new Map<string, HeldEntry>([
      ['old', { units: 3, untilMs: 1_000 }],
      ['edge', { units: 1, untilMs: 2_000 }],
      ['live', { units: 2, untilMs: 2_001 }],
    ]);
    expect([...liveEntries(held, 2_000).keys()]).toEqual(['live']);
  });
});

describe('assertUnconfirmedRoom', () => {
  it('when the counters leave room, then the order passes', () => {
    expect(refusal(() => assertUnconfirmedRoom([entries(1, 1, 1, 1)], 6, caps))).toBeNull();
    expect(refusal(() => assertUnconfirmedRoom([new Map()], 10, caps))).toBeNull();
  });

  it('when a counter holds 5 orders, then a 6th is 429 asking to confirm the earlier ones', () => {
    expect(
      refusal(() => assertUnconfirmedRoom([entries(), entries(1, 1, 1, 1, 1)], 1, caps)),
    ).toEqual({
      status: 429,
      message: UNCONFIRMED_ORDERS_LIMIT,
    });
  });

  it('when a counter would pass 10 units, then 429 asking to confirm the earlier ones', () => {
    expect(refusal(() => assertUnconfirmedRoom([entries(4, 5)], 2, caps))).toEqual({
      status: 429,
      message: UNCONFIRMED_ORDERS_LIMIT,
    });
  });

  it('when one order alone holds 11 units, then 429 saying the most one may hold', () => {
    expect(refusal(() => assertUnconfirmedRoom([new Map()], 11, caps))).toEqual({
      status: 429,
      message: unconfirmedUnitsLimit(10),
    });
  });
});
