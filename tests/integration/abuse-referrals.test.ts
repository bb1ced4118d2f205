import { describe, expect, it, vi } from 'vitest';
import { referralsService } from '../../functions/src/features/loyalty/referrals.service';
import { utcMonth } from '../../functions/src/features/loyalty/bonus-rules';
import { settleReferral } from '../../functions/src/triggers/order-life';
import { adminDb, requireEmulators, uniqueSuffix } from '../support/emulators';
import {
  accountOf,
  createOrderFor,
  ledgerIdsOf,
  ledgerOf,
  ledgerTotals,
  statusWrite,
} from '../support/loyalty-fixtures';

// Issues 12 and 21 in this process against the Firestore emulator: the trigger's handler is
// called directly, so a redelivered event, simultaneous events and an event that arrives after
// a later change can be made at will. The emulator's own trigger sees the same writes and
// races these calls: the outcome must not depend on who wins. Every assertion is made after
// an in-process settlement of the order's current status has returned, so it holds whoever
// committed first.
vi.mock('firebase-functions', () => ({
  logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
requireEmulators();

/** A referrer and a verified friend who used their code; the services trust their caller. */
async function referralPair(): Promise<{ referrer: string; friend: string }> {
  const suffix = uniqueSuffix();
  const referrer = `abuse-referrer-${suffix}`;
  const friend = `abuse-friend-${suffix}`;
  const code = await referralsService.createCode(referrer);
  await referralsService.useCode({ uid: friend, emailVerified: true }, code);
  return { referrer, friend };
}

const buyer = (uid: string) => ({ uid, email: `${uid}@example.com`, name: 'Friend' });

const writeStatus = (orderId: string, status: string) =>
  adminDb().doc(`orders/${orderId}`).update({ status });

/** The order's status written, then its event settled here (the emulator's may race it). */
async function moveTo(orderId: string, before: string, after: string): Promise<void> {
  await writeStatus(orderId, after);
  await settleReferral(orderId, statusWrite(before, after));
}

const recordOf = async (orderId: string) =>
  (await adminDb().doc(`orderBonuses/${orderId}`).get()).data();

/** A friend's order of `total`, paid: the referrer holds 5% of it. */
async function paidOrder(friend: string, total: number): Promise<string> {
  const orderId = await createOrderFor(buyer(friend), { total });
  await moveTo(orderId, 'new', 'paid');
  return orderId;
}

describe('referral credits follow the order status under redelivery and races (in process)', () => {
  it('when an order is created, then its bonus record is written with the referrer and the share, and nothing is credited', async () => {
    const { referrer, friend } = await referralPair();
    const orderId = await createOrderFor(buyer(friend), { total: 46 });
    const outcome = await settleReferral(orderId, statusWrite(null, 'new'));
    expect(['recorded', 'in-step']).toContain(outcome); // 'in-step': the emulator's won
    expect(await recordOf(orderId)).toMatchObject({
      refereeUid: friend,
      referrerUid: referrer,
      share: 2.3,
      amount: 0,
      credited: false,
      cycle: 0,
    });
    expect(await accountOf(referrer)).toBeUndefined();
  });

  it('when the paid event is delivered five times at once, then the referrer is credited once', async () => {
    const { referrer, friend } = await referralPair();
    const orderId = await createOrderFor(buyer(friend), { total: 100 });
    await writeStatus(orderId, 'paid');

    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => settleReferral(orderId, statusWrite('new', 'paid'))),
    );
    expect(outcomes.filter((o) => o === 'credited').length).toBeLessThanOrEqual(1);
    expect(await accountOf(referrer)).toEqual({ balance: 5, totalEarned: 5, totalSpent: 0 });
    expect(await ledgerIdsOf(referrer)).toEqual([`referral-order-${orderId}`]);
    await expect(settleReferral(orderId, statusWrite('new', 'paid'))).resolves.toBe('in-step');
  });

  it('when the cancel event is delivered five times at once, then the credit is taken back once', async () => {
    const { referrer, friend } = await referralPair();
    const orderId = await paidOrder(friend, 100);
    await writeStatus(orderId, 'cancelled');

    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => settleReferral(orderId, statusWrite('paid', 'cancelled'))),
    );
    expect(outcomes.filter((o) => o === 'reversed').length).toBeLessThanOrEqual(1);
    expect(await accountOf(referrer)).toEqual({ balance: 0, totalEarned: 0, totalSpent: 0 });
    expect(await ledgerIdsOf(referrer)).toEqual([
      `referral-order-${orderId}`,
      `referral-reversal-${orderId}-1`,
    ]);
    // Redelivered later: nothing more happens.
    await expect(settleReferral(orderId, statusWrite('paid', 'cancelled'))).resolves.toBe(
      'in-step',
    );
    expect(await ledgerOf(referrer)).toHaveLength(2);
  });

  it('when the paid event arrives after the order was cancelled, then nothing is credited', async () => {
    const { referrer, friend } = await referralPair();
    const orderId = await createOrderFor(buyer(friend), { total: 60 });
    await writeStatus(orderId, 'paid');
    await writeStatus(orderId, 'cancelled');

    // Both events, the stale one last: the handler follows the order as it is now.
    await settleReferral(orderId, statusWrite('paid', 'cancelled'));
    await settleReferral(orderId, statusWrite('new', 'paid'));
    const account = (await accountOf(referrer)) ?? { balance: 0, totalEarned: 0, totalSpent: 0 };
    expect(account).toEqual({ balance: 0, totalEarned: 0, totalSpent: 0 });
    expect(ledgerTotals(await ledgerOf(referrer))).toEqual(account);
    expect(await recordOf(orderId)).toMatchObject({ credited: false, amount: 0 });
  });

  it('when the friend’s account is deleted (the order loses its owner) and the paid order is cancelled, then the credit is taken back', async () => {
    const { referrer, friend } = await referralPair();
    const orderId = await paidOrder(friend, 40); // $2
    // What account deletion does to the account's orders (orders/order-ownership.repository.ts).
    await adminDb().doc(`orders/${orderId}`).update({ userUid: null, userEmail: '' });
    await moveTo(orderId, 'paid', 'cancelled');
    expect(await accountOf(referrer)).toEqual({ balance: 0, totalEarned: 0, totalSpent: 0 });
    expect(await ledgerIdsOf(referrer)).toEqual([
      `referral-order-${orderId}`,
      `referral-reversal-${orderId}-1`,
    ]);
  });

  it('when an order has no bonus record and no owner (a guest’s, or one from before records were written whose buyer is gone), then paying it credits nobody', async () => {
    const orderId = await createOrderFor(null, { total: 40 });
    await writeStatus(orderId, 'paid');
    await expect(settleReferral(orderId, statusWrite('new', 'paid'))).resolves.toBe('nobody-earns');
    expect(await recordOf(orderId)).toBeUndefined();
  });

  it('when an order is paid, set back to new, paid and cancelled, then each step happens once with its own entry', async () => {
    const { referrer, friend } = await referralPair();
    const orderId = await createOrderFor(buyer(friend), { total: 20 }); // $1
    for (const [before, after] of [
      ['new', 'paid'],
      ['paid', 'new'],
      ['new', 'shipped'],
      ['shipped', 'cancelled'],
    ] as const) {
      await writeStatus(orderId, after);
      await Promise.all([
        settleReferral(orderId, statusWrite(before, after)),
        settleReferral(orderId, statusWrite(before, after)),
      ]);
    }
    expect(await ledgerIdsOf(referrer)).toEqual([
      `referral-order-${orderId}`,
      `referral-order-${orderId}-1`,
      `referral-reversal-${orderId}-1`,
      `referral-reversal-${orderId}-2`,
    ]);
    expect(await accountOf(referrer)).toEqual({ balance: 0, totalEarned: 0, totalSpent: 0 });
    expect(await recordOf(orderId)).toMatchObject({ credited: false, cycle: 2, amount: 0 });
  });

  it('when a write does not change the status, then it is not looked at', async () => {
    await expect(settleReferral('any-order', statusWrite('paid', 'paid'))).resolves.toBe(
      'not-a-status-change',
    );
  });
});

describe('the monthly cap on referral order credits (default $100, UTC months)', () => {
  /** The referrer's running total for a month, as a test sets it up. */
  const setMonth = (uid: string, month: string, earned: number) =>
    adminDb().doc(`bonusAccounts/${uid}/referralMonths/${month}`).set({ earned });

  it('when a referrer earns past $100 this month, then the credit is trimmed and the record says so; last month’s total does not count', async () => {
    const { referrer, friend } = await referralPair();
    const now = new Date();
    const lastMonth = utcMonth(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
    await setMonth(referrer, lastMonth, 100);

    const big = await paidOrder(friend, 1500); // share $75
    const bigger = await paidOrder(friend, 1000); // share $50: $25 left
    const late = await paidOrder(friend, 200); // share $10: nothing left
    expect(await recordOf(bigger)).toMatchObject({
      amount: 25,
      share: 50,
      trimmed: 25,
      creditMonth: utcMonth(now),
    });
    expect(await recordOf(late)).toMatchObject({ amount: 0, share: 10, trimmed: 10 });
    expect(await recordOf(big)).toMatchObject({ amount: 75, trimmed: 0 });
    expect(await ledgerOf(referrer)).toContainEqual(
      expect.objectContaining({ type: 'referral-order', amount: 25, trimmed: 25, orderId: bigger }),
    );
    expect(await accountOf(referrer)).toEqual({ balance: 100, totalEarned: 100, totalSpent: 0 });
  });

  it('when a credit of this month is taken back, then its room under the cap is free again', async () => {
    const { referrer, friend } = await referralPair();
    const first = await paidOrder(friend, 2000); // $100: the whole month
    const second = await paidOrder(friend, 400); // $20, trimmed to 0
    expect(await recordOf(second)).toMatchObject({ amount: 0, trimmed: 20 });

    await moveTo(first, 'paid', 'cancelled');
    await paidOrder(friend, 400);
    expect(await accountOf(referrer)).toEqual({ balance: 20, totalEarned: 20, totalSpent: 0 });
  });
});
