import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { referralsService } from '../../functions/src/features/loyalty/referrals.service';
import { settleOrderReferral } from '../../functions/src/features/loyalty/referral-settlement';
import { adminDb, requireEmulators, uniqueSuffix } from '../support/emulators';
import {
  accountOf,
  createOrderFor,
  ledgerIdsOf,
  ledgerOf,
  ledgerTotals,
} from '../support/loyalty-fixtures';

// Issue 12, point 2, in this process against the Firestore emulator: the trigger's handler is
// called directly, so a redelivered event, simultaneous events and an event that arrives after
// a later change can be made at will. The emulator's own trigger sees the same status writes
// and races these calls: the outcome must not depend on who wins.
vi.mock('firebase-functions', () => ({
  logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
requireEmulators();

/** A referrer and a friend who used their code; the services trust their caller's uid. */
async function referralPair(): Promise<{ referrer: string; friend: string }> {
  const suffix = uniqueSuffix();
  const referrer = `abuse-referrer-${suffix}`;
  const friend = `abuse-friend-${suffix}`;
  await referralsService.useCode(friend, await referralsService.createCode(referrer));
  return { referrer, friend };
}

const buyer = (uid: string) => ({ uid, email: `${uid}@example.com`, name: 'Friend' });

/** The part of a trigger event the handler looks at: the status before and after. */
const snap = (status: string) =>
  ({
    exists: true,
    get: (field: string) => (field === 'status' ? status : undefined),
  }) as unknown as DocumentSnapshot;
const event = (before: string, after: string) => ({ before: snap(before), after: snap(after) });

const writeStatus = (orderId: string, status: string) =>
  adminDb().doc(`orders/${orderId}`).update({ status });

/** A friend's order of `total`, its bonus claimed: the referrer holds 5% of it. */
async function creditedOrder(friend: string, total: number): Promise<string> {
  const orderId = await createOrderFor(buyer(friend), { total });
  await referralsService.orderBonus(friend, orderId);
  return orderId;
}

describe('referral reversals under redelivery and races (in process)', () => {
  it('when the cancel event is delivered five times at once, then the credit is taken back once', async () => {
    const { referrer, friend } = await referralPair();
    const orderId = await creditedOrder(friend, 100);
    await writeStatus(orderId, 'cancelled');

    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => settleOrderReferral(orderId, event('new', 'cancelled'))),
    );
    expect(outcomes.filter((o) => o === 'reversed').length).toBeLessThanOrEqual(1);
    expect(await accountOf(referrer)).toEqual({ balance: 0, totalEarned: 0, totalSpent: 0 });
    expect(await ledgerIdsOf(referrer)).toEqual([
      `referral-order-${orderId}`,
      `referral-reversal-${orderId}-1`,
    ]);
    // Redelivered later: nothing more happens.
    await expect(settleOrderReferral(orderId, event('new', 'cancelled'))).resolves.toBe('in-step');
    expect(await ledgerOf(referrer)).toHaveLength(2);
  });

  it('when a cancel event arrives after the order was reopened, then nothing is taken back', async () => {
    const { referrer, friend } = await referralPair();
    const orderId = await creditedOrder(friend, 60);
    await writeStatus(orderId, 'cancelled');
    await writeStatus(orderId, 'paid');

    // Both events, the stale one last: the handler follows the order as it is now.
    await settleOrderReferral(orderId, event('cancelled', 'paid'));
    await settleOrderReferral(orderId, event('new', 'cancelled'));
    const account = await accountOf(referrer);
    expect(account).toEqual({ balance: 3, totalEarned: 3, totalSpent: 0 });
    expect(ledgerTotals(await ledgerOf(referrer))).toEqual(account);
  });

  it('when an order is cancelled, reopened and cancelled again, then each step happens once with its own entry', async () => {
    const { referrer, friend } = await referralPair();
    const orderId = await creditedOrder(friend, 20); // $1
    for (const [before, after] of [
      ['new', 'cancelled'],
      ['cancelled', 'new'],
      ['new', 'cancelled'],
    ] as const) {
      await writeStatus(orderId, after);
      await Promise.all([
        settleOrderReferral(orderId, event(before, after)),
        settleOrderReferral(orderId, event(before, after)),
      ]);
    }
    expect(await ledgerIdsOf(referrer)).toEqual([
      `referral-order-${orderId}`,
      `referral-order-${orderId}-1`,
      `referral-reversal-${orderId}-1`,
      `referral-reversal-${orderId}-2`,
    ]);
    expect(await accountOf(referrer)).toEqual({ balance: 0, totalEarned: 0, totalSpent: 0 });
    expect((await adminDb().doc(`orderBonuses/${orderId}`).get()).data()).toMatchObject({
      credited: false,
      cycle: 2,
      amount: 0,
    });
  });

  it('when a write does not cancel or reopen, then it is not looked at', async () => {
    await expect(settleOrderReferral('any-order', event('new', 'paid'))).resolves.toBe(
      'not-a-cancel-or-reopen',
    );
  });
});

describe('the monthly cap on referral order credits (default $100, UTC months)', () => {
  const at = (iso: string) => () => Timestamp.fromDate(new Date(iso));

  it('when a referrer earns past $100 in a month, then the credit is trimmed, the record says so, and the next month starts afresh', async () => {
    const { referrer, friend } = await referralPair();
    const big = await createOrderFor(buyer(friend), { total: 1500 }); // share $75
    const bigger = await createOrderFor(buyer(friend), { total: 1000 }); // share $50
    const late = await createOrderFor(buyer(friend), { total: 200 }); // share $10
    const nextMonth = await createOrderFor(buyer(friend), { total: 200 });

    expect(await referralsService.orderBonus(friend, big, at('2030-03-01T00:00:00Z'))).toBe(75);
    expect(await referralsService.orderBonus(friend, bigger, at('2030-03-20T12:00:00Z'))).toBe(25);
    expect(await referralsService.orderBonus(friend, late, at('2030-03-31T23:59:59Z'))).toBe(0);
    expect((await adminDb().doc(`orderBonuses/${bigger}`).get()).data()).toMatchObject({
      amount: 25,
      share: 50,
      trimmed: 25,
      creditMonth: '2030-03',
    });
    expect((await adminDb().doc(`orderBonuses/${late}`).get()).data()).toMatchObject({
      amount: 0,
      share: 10,
      trimmed: 10,
    });
    expect(await ledgerOf(referrer)).toContainEqual(
      expect.objectContaining({ type: 'referral-order', amount: 25, trimmed: 25, orderId: bigger }),
    );
    expect(await accountOf(referrer)).toEqual({ balance: 100, totalEarned: 100, totalSpent: 0 });

    expect(await referralsService.orderBonus(friend, nextMonth, at('2030-04-01T00:00:00Z'))).toBe(
      10,
    );
    expect(await accountOf(referrer)).toEqual({ balance: 110, totalEarned: 110, totalSpent: 0 });
  });

  it('when a credit of this month is taken back, then its room under the cap is free again', async () => {
    const { referrer, friend } = await referralPair();
    const first = await creditedOrder(friend, 2000); // $100: the whole month
    const second = await createOrderFor(buyer(friend), { total: 400 }); // $20
    expect(await referralsService.orderBonus(friend, second)).toBe(0);

    await writeStatus(first, 'cancelled');
    await settleOrderReferral(first, event('new', 'cancelled'));
    const third = await createOrderFor(buyer(friend), { total: 400 });
    expect(await referralsService.orderBonus(friend, third)).toBe(20);
    expect(await accountOf(referrer)).toEqual({ balance: 20, totalEarned: 20, totalSpent: 0 });
  });
});
