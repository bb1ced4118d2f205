import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { BonusSpendResponseSchema, OrderBonusResponseSchema } from '@contract/account';
import { ReferralInfoSchema } from '@contract/loyalty';
import { call as accountsCall, seededAdmin } from '../support/accounts';
import { storedOrder } from '../support/admin-orders-fixtures';
import type { TestUser } from '../support/auth';
import { adminDb } from '../support/emulators';
import {
  accountOf,
  call,
  createOrderFor,
  ledgerIdsOf,
  ledgerOf,
  ledgerTotals,
  referredUser,
} from '../support/loyalty-fixtures';
import { eventually } from '../support/stats-fixtures';

// Issue 12, point 2, over HTTP: an admin cancels or reopens a friend's order in the admin
// API, and the order trigger (`referralOrderSettlement`) takes the referrer's credit back or
// gives it again. The trigger runs after the PATCH answers, so the figures are polled.

let admin: TestUser;
beforeAll(async () => {
  admin = await seededAdmin();
});

/** An order of the friend's that the admin API can change (shaped as checkout stores one). */
const friendsOrder = (friend: TestUser, price: number) =>
  storedOrder({
    userUid: friend.uid,
    userEmail: friend.email,
    items: [{ id: 'toy-referral-test', title: 'Robot', price, qty: 1 }],
    createdAt: Timestamp.now(),
  });

const setStatus = async (orderId: string, status: string) => {
  const res = await accountsCall('PATCH', `/api/admin/orders/${orderId}`, {
    bearer: admin,
    body: { status },
  });
  expect(res.status).toBe(200);
};

const claimBonus = async (friend: TestUser, orderId: string) =>
  OrderBonusResponseSchema.parse(
    (await call('POST', '/api/referrals/order-bonus', friend, { orderAmount: 1, orderId })).body,
  ).bonusAmount;

const settledAccount = (uid: string, done: (a: Record<string, unknown> | undefined) => boolean) =>
  eventually(() => accountOf(uid), done);

describe('referral credits follow cancel and reopen (admin API, order trigger)', () => {
  it('when a credited order is cancelled, then balance and totalEarned go back down and the ledger says why; reopened, it is credited again once', async () => {
    const { user: friend, referrer } = await referredUser('abuse-ref-friend');
    const orderId = await friendsOrder(friend, 36); // total $46: the referrer's share is $2.30
    expect(await claimBonus(friend, orderId)).toBe(2.3);

    await setStatus(orderId, 'cancelled');
    const cancelled = await settledAccount(referrer.uid, (a) => a?.totalEarned === 0);
    expect(cancelled).toEqual({ balance: 0, totalEarned: 0, totalSpent: 0 });
    const ledger = await ledgerOf(referrer.uid);
    expect(ledger).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'referral-order', amount: 2.3, orderId }),
        expect.objectContaining({ type: 'referral-reversal', amount: 2.3, orderId }),
      ]),
    );
    expect(ledgerTotals(ledger)).toEqual(cancelled);
    const info = ReferralInfoSchema.parse((await call('GET', '/api/referrals/my', referrer)).body);
    expect(info).toMatchObject({ totalEarnings: 0 });
    expect(info.owed).toBeUndefined();
    // The friend asks again: the referrer holds nothing from this order now.
    expect(await claimBonus(friend, orderId)).toBe(0);

    await setStatus(orderId, 'paid');
    const reopened = await settledAccount(referrer.uid, (a) => a?.totalEarned === 2.3);
    expect(reopened).toEqual({ balance: 2.3, totalEarned: 2.3, totalSpent: 0 });
    expect(await ledgerIdsOf(referrer.uid)).toEqual([
      `referral-order-${orderId}`,
      `referral-order-${orderId}-1`,
      `referral-reversal-${orderId}-1`,
    ]);
    expect(await claimBonus(friend, orderId)).toBe(2.3);
  });

  it('when the referrer spent the credit before the cancel, then the balance stays 0, the debt is owed and shown, and the next credit pays it first', async () => {
    const { user: friend, referrer } = await referredUser('abuse-ref-spent');
    const orderId = await friendsOrder(friend, 40); // total $50: $2.50
    expect(await claimBonus(friend, orderId)).toBe(2.5);
    const ownOrder = await createOrderFor(referrer, { total: 20 });
    const spend = await call('POST', '/api/bonuses/spend', referrer, {
      amount: 2.5,
      orderId: ownOrder,
    });
    expect(BonusSpendResponseSchema.parse(spend.body).balance).toBe(0);

    await setStatus(orderId, 'cancelled');
    const owing = await settledAccount(referrer.uid, (a) => a?.owed !== undefined);
    expect(owing).toEqual({ balance: 0, totalEarned: 0, totalSpent: 2.5, owed: 2.5 });
    expect(ledgerTotals(await ledgerOf(referrer.uid))).toEqual(owing);
    const info = ReferralInfoSchema.parse((await call('GET', '/api/referrals/my', referrer)).body);
    expect(info).toMatchObject({ totalEarnings: 0, owed: 2.5 });
    // Nothing left to spend: the owed part is not a balance.
    const refused = await call('POST', '/api/bonuses/spend', referrer, {
      amount: 1,
      orderId: await createOrderFor(referrer, { total: 20 }),
    });
    expect(refused.status).toBe(409);

    // The friend's next order ($100: $5) pays the $2.50 owed first.
    expect(await claimBonus(friend, await createOrderFor(friend, { total: 100 }))).toBe(5);
    const paidBack = await accountOf(referrer.uid);
    expect(paidBack).toEqual({ balance: 2.5, totalEarned: 5, totalSpent: 2.5 });
    expect(ledgerTotals(await ledgerOf(referrer.uid))).toEqual(paidBack);
    expect(await ledgerOf(referrer.uid)).toContainEqual(
      expect.objectContaining({ type: 'referral-order', amount: 5, repaid: 2.5 }),
    );
    const after = ReferralInfoSchema.parse((await call('GET', '/api/referrals/my', referrer)).body);
    expect(after.owed).toBeUndefined();
  });

  it('when two admins cancel the same order at once, then the credit is taken back once', async () => {
    const { user: friend, referrer } = await referredUser('abuse-ref-race');
    const orderId = await friendsOrder(friend, 90); // total $100: $5
    expect(await claimBonus(friend, orderId)).toBe(5);

    await Promise.all([setStatus(orderId, 'cancelled'), setStatus(orderId, 'cancelled')]);
    await settledAccount(referrer.uid, (a) => a?.totalEarned === 0);
    // Give any second event time to (wrongly) land before looking again.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await accountOf(referrer.uid)).toEqual({ balance: 0, totalEarned: 0, totalSpent: 0 });
    expect(await ledgerIdsOf(referrer.uid)).toEqual([
      `referral-order-${orderId}`,
      `referral-reversal-${orderId}-1`,
    ]);
  });

  it('when an order is cancelled before its bonus is asked for, then nobody is credited, and a reopen credits it', async () => {
    const { user: friend, referrer } = await referredUser('abuse-ref-early');
    const orderId = await friendsOrder(friend, 50); // total $60: $3
    await setStatus(orderId, 'cancelled');
    await eventually(
      async () => (await adminDb().doc(`orderBonuses/${orderId}`).get()).data(),
      (record) => record?.credited === false,
    );
    expect(await claimBonus(friend, orderId)).toBe(0);
    expect(await accountOf(referrer.uid)).toBeUndefined();

    await setStatus(orderId, 'new');
    expect(await settledAccount(referrer.uid, (a) => a !== undefined)).toEqual({
      balance: 3,
      totalEarned: 3,
      totalSpent: 0,
    });
    expect(await claimBonus(friend, orderId)).toBe(3);
  });
});
