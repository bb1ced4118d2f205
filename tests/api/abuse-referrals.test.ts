import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { BonusSpendResponseSchema, OrderBonusResponseSchema } from '@contract/account';
import { ReferralInfoSchema } from '@contract/loyalty';
import { call as accountsCall, seededAdmin, startSession } from '../support/accounts';
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

// Issues 12 and 21, over HTTP: a friend's order earns the referrer a credit only once an admin
// sets it to paid (or later), and the credit is taken back when the order is cancelled or set
// back to new, whether or not the friend still has an account. The order trigger
// (`referralOrderSettlement`) does it after the PATCH answers, so the figures are polled.

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
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

const askBonus = async (friend: TestUser, orderId: string) =>
  OrderBonusResponseSchema.parse(
    (await call('POST', '/api/referrals/order-bonus', friend, { orderAmount: 1, orderId })).body,
  ).bonusAmount;

const settledAccount = (uid: string, done: (a: Record<string, unknown> | undefined) => boolean) =>
  eventually(() => accountOf(uid), done);

/** The order's bonus record once the trigger has brought it to `done`. */
const settledRecord = (
  orderId: string,
  done: (r: Record<string, unknown> | undefined) => boolean,
) => eventually(async () => (await adminDb().doc(`orderBonuses/${orderId}`).get()).data(), done);

/** Gives any further (wrong) trigger run time to land before the figures are read again. */
const quietly = () => new Promise((resolve) => setTimeout(resolve, 1_500));

/** The friend deletes their account through the API: their orders lose their owner. */
async function deleteAccount(friend: TestUser): Promise<void> {
  const cookie = await startSession(friend);
  const res = await accountsCall('DELETE', '/api/auth/delete-account', { cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('referral credits are earned once the order is paid (admin API, order trigger)', () => {
  it('when the friend asks for the order bonus of an unpaid order, then nobody is credited; when an admin sets it to paid, then the referrer earns 5% once', async () => {
    const { user: friend, referrer } = await referredUser('paid-friend');
    const orderId = await friendsOrder(friend, 36); // total $46: the referrer's share is $2.30

    // What the order will earn once paid, and nothing credited on the friend's say-so.
    expect(await askBonus(friend, orderId)).toBe(2.3);
    expect(await askBonus(friend, orderId)).toBe(2.3);
    await settledRecord(orderId, (r) => r?.credited === false);
    await quietly();
    expect(await accountOf(referrer.uid)).toBeUndefined();

    await setStatus(orderId, 'paid');
    const paid = await settledAccount(referrer.uid, (a) => a !== undefined);
    expect(paid).toEqual({ balance: 2.3, totalEarned: 2.3, totalSpent: 0 });
    expect(await askBonus(friend, orderId)).toBe(2.3);

    // Further along the way (packed, shipped, delivered): still that one credit.
    for (const status of ['packed', 'shipped', 'delivered']) await setStatus(orderId, status);
    await settledRecord(orderId, (r) => r?.credited === true);
    await quietly();
    expect(await accountOf(referrer.uid)).toEqual({
      balance: 2.3,
      totalEarned: 2.3,
      totalSpent: 0,
    });
    expect(await ledgerIdsOf(referrer.uid)).toEqual([`referral-order-${orderId}`]);
    const info = ReferralInfoSchema.parse((await call('GET', '/api/referrals/my', referrer)).body);
    expect(info).toMatchObject({ referredUsers: 1, totalEarnings: 2.3 });
  });

  it('when the friend deleted the account and the paid order is then cancelled, then the credit is taken back', async () => {
    const { user: friend, referrer } = await referredUser('gone-friend');
    const orderId = await friendsOrder(friend, 90); // total $100: $5
    await setStatus(orderId, 'paid');
    await settledAccount(referrer.uid, (a) => a?.totalEarned === 5);

    await deleteAccount(friend);
    expect((await adminDb().doc(`orders/${orderId}`).get()).get('userUid')).toBeNull();

    await setStatus(orderId, 'cancelled');
    const cancelled = await settledAccount(referrer.uid, (a) => a?.totalEarned === 0);
    expect(cancelled).toEqual({ balance: 0, totalEarned: 0, totalSpent: 0 });
    expect(await ledgerIdsOf(referrer.uid)).toEqual([
      `referral-order-${orderId}`,
      `referral-reversal-${orderId}-1`,
    ]);
    expect(ledgerTotals(await ledgerOf(referrer.uid))).toEqual(cancelled);
  });

  it('when the friend deleted the account before the order was paid, then paying it still credits the referrer from the order’s record', async () => {
    const { user: friend, referrer } = await referredUser('early-gone');
    const orderId = await friendsOrder(friend, 50); // total $60: $3
    await settledRecord(orderId, (r) => r?.referrerUid === referrer.uid);
    await deleteAccount(friend);

    await setStatus(orderId, 'paid');
    expect(await settledAccount(referrer.uid, (a) => a !== undefined)).toEqual({
      balance: 3,
      totalEarned: 3,
      totalSpent: 0,
    });
  });

  it('when a paid order is set back to new, then the credit is taken back; paid again, it is credited again once', async () => {
    const { user: friend, referrer } = await referredUser('back-to-new');
    const orderId = await friendsOrder(friend, 36); // total $46: $2.30
    await setStatus(orderId, 'paid');
    await settledAccount(referrer.uid, (a) => a?.totalEarned === 2.3);

    await setStatus(orderId, 'new');
    const unpaid = await settledAccount(referrer.uid, (a) => a?.totalEarned === 0);
    expect(unpaid).toEqual({ balance: 0, totalEarned: 0, totalSpent: 0 });
    expect(await askBonus(friend, orderId)).toBe(2.3); // what it will earn once paid again

    await setStatus(orderId, 'paid');
    const repaid = await settledAccount(referrer.uid, (a) => a?.totalEarned === 2.3);
    expect(repaid).toEqual({ balance: 2.3, totalEarned: 2.3, totalSpent: 0 });
    expect(await ledgerIdsOf(referrer.uid)).toEqual([
      `referral-order-${orderId}`,
      `referral-order-${orderId}-1`,
      `referral-reversal-${orderId}-1`,
    ]);
  });

  it('when a paid order is cancelled, then balance and totalEarned go back down and the ledger says why; reopened and paid, it is credited again once', async () => {
    const { user: friend, referrer } = await referredUser('abuse-ref-friend');
    const orderId = await friendsOrder(friend, 36); // total $46: $2.30
    await setStatus(orderId, 'paid');
    await settledAccount(referrer.uid, (a) => a?.totalEarned === 2.3);

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
    expect(await askBonus(friend, orderId)).toBe(0);

    await setStatus(orderId, 'paid');
    const reopened = await settledAccount(referrer.uid, (a) => a?.totalEarned === 2.3);
    expect(reopened).toEqual({ balance: 2.3, totalEarned: 2.3, totalSpent: 0 });
    expect(await askBonus(friend, orderId)).toBe(2.3);
  });

  it('when the referrer spent the credit before the cancel, then the balance stays 0, the debt is owed and shown, and the next credit pays it first', async () => {
    const { user: friend, referrer } = await referredUser('abuse-ref-spent');
    const orderId = await friendsOrder(friend, 40); // total $50: $2.50
    await setStatus(orderId, 'paid');
    await settledAccount(referrer.uid, (a) => a?.balance === 2.5);
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

    // The friend's next order ($100: $5), once paid, pays the $2.50 owed first.
    const next = await friendsOrder(friend, 90);
    await setStatus(next, 'paid');
    const paidBack = await settledAccount(referrer.uid, (a) => a?.totalEarned === 5);
    expect(paidBack).toEqual({ balance: 2.5, totalEarned: 5, totalSpent: 2.5 });
    expect(ledgerTotals(await ledgerOf(referrer.uid))).toEqual(paidBack);
    expect(await ledgerOf(referrer.uid)).toContainEqual(
      expect.objectContaining({ type: 'referral-order', amount: 5, repaid: 2.5 }),
    );
    const after = ReferralInfoSchema.parse((await call('GET', '/api/referrals/my', referrer)).body);
    expect(after.owed).toBeUndefined();
  });

  it('when two admins cancel the same paid order at once, then the credit is taken back once', async () => {
    const { user: friend, referrer } = await referredUser('abuse-ref-race');
    const orderId = await friendsOrder(friend, 90); // total $100: $5
    await setStatus(orderId, 'paid');
    await settledAccount(referrer.uid, (a) => a?.totalEarned === 5);

    await Promise.all([setStatus(orderId, 'cancelled'), setStatus(orderId, 'cancelled')]);
    await settledAccount(referrer.uid, (a) => a?.totalEarned === 0);
    await quietly();
    expect(await accountOf(referrer.uid)).toEqual({ balance: 0, totalEarned: 0, totalSpent: 0 });
    expect(await ledgerIdsOf(referrer.uid)).toEqual([
      `referral-order-${orderId}`,
      `referral-reversal-${orderId}-1`,
    ]);
  });

  it('when an unpaid order is cancelled, then nobody is credited, and paying it later credits it', async () => {
    const { user: friend, referrer } = await referredUser('abuse-ref-early');
    const orderId = await friendsOrder(friend, 50); // total $60: $3
    await setStatus(orderId, 'cancelled');
    await settledRecord(orderId, (r) => r?.credited === false);
    expect(await askBonus(friend, orderId)).toBe(0);
    await quietly();
    expect(await accountOf(referrer.uid)).toBeUndefined();

    await setStatus(orderId, 'paid');
    expect(await settledAccount(referrer.uid, (a) => a !== undefined)).toEqual({
      balance: 3,
      totalEarned: 3,
      totalSpent: 0,
    });
    expect(await askBonus(friend, orderId)).toBe(3);
  });
});
