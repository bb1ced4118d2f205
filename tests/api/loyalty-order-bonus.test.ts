import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { OrderBonusResponseSchema } from '@contract/account';
import { ErrorBodySchema } from '@contract/common';
import { ReferralInfoSchema } from '@contract/loyalty';
import { createTestUser } from '../support/auth';
import { adminDb } from '../support/emulators';
import {
  accountOf,
  call,
  createOrderFor,
  ledgerOf,
  referredUser,
} from '../support/loyalty-fixtures';
import { eventually } from '../support/stats-fixtures';

// POST /api/referrals/order-bonus stays (the spec lists it) but decides nothing: it answers
// what the order earns the referrer and never credits. The order trigger credits once an
// admin sets the order to paid (abuse-referrals.test.ts).

const orderBonus = (user: Parameters<typeof call>[2], orderId: string, orderAmount = 1) =>
  call('POST', '/api/referrals/order-bonus', user, { orderAmount, orderId });

const bonusOf = async (user: Parameters<typeof call>[2], orderId: string) =>
  OrderBonusResponseSchema.parse((await orderBonus(user, orderId)).body).bonusAmount;

/** The order's bonus record, once the order trigger has written it on the order's creation. */
const recordOf = (orderId: string) =>
  eventually(
    async () => (await adminDb().doc(`orderBonuses/${orderId}`).get()).data(),
    (record) => record !== undefined,
  );

describe('POST /api/referrals/order-bonus', () => {
  it('when a referred friend asks about an unpaid order, then it answers the 5% of the stored total the order will earn once paid, and nobody is credited', async () => {
    const { user, referrer } = await referredUser();
    const orderId = await createOrderFor(user, { total: 46 });

    // The client's orderAmount is ignored: the stored order's total decides.
    const first = await orderBonus(user, orderId, 99_999);
    expect(first.status).toBe(200);
    expect(OrderBonusResponseSchema.parse(first.body)).toEqual({ ok: true, bonusAmount: 2.3 });
    expect(await bonusOf(user, orderId)).toBe(2.3);

    // The order's own record says who will earn what, and that nothing is credited yet.
    expect(await recordOf(orderId)).toMatchObject({
      refereeUid: user.uid,
      referrerUid: referrer.uid,
      share: 2.3,
      amount: 0,
      credited: false,
      cycle: 0,
    });
    expect(await accountOf(referrer.uid)).toBeUndefined();
    expect(await ledgerOf(referrer.uid)).toEqual([]);
    const info = ReferralInfoSchema.parse((await call('GET', '/api/referrals/my', referrer)).body);
    expect(info).toMatchObject({ referredUsers: 1, totalEarnings: 0 });
    // The friend's own account is untouched by their order's bonus.
    expect(await accountOf(user.uid)).toEqual({ balance: 5, totalEarned: 5, totalSpent: 0 });
  });

  it('when the unpaid order is cancelled, then it answers 0', async () => {
    const { user } = await referredUser();
    const orderId = await createOrderFor(user, { total: 100, status: 'cancelled' });
    expect(await bonusOf(user, orderId)).toBe(0);
  });

  it('when the order is someone else’s, a guest’s, a demo or unknown, then 404 and nobody earns', async () => {
    const { user, referrer } = await referredUser();
    const stranger = await createTestUser('stranger');
    for (const orderId of [
      await createOrderFor(stranger),
      await createOrderFor(null),
      // An admin's demo order (Shipments) for this user: nothing was bought.
      await createOrderFor(user, { demo: true }),
      'no-such-order',
    ]) {
      const res = await orderBonus(user, orderId);
      expect(res.status).toBe(404);
      expect(ErrorBodySchema.parse(res.body).error).toBe('Order not found');
    }
    expect(await accountOf(referrer.uid)).toBeUndefined();
  });

  it('when the buyer was not referred, then the bonus is 0 and it stays 0', async () => {
    const user = await createTestUser('loner');
    const orderId = await createOrderFor(user, { total: 80 });
    expect(OrderBonusResponseSchema.parse((await orderBonus(user, orderId)).body)).toEqual({
      ok: true,
      bonusAmount: 0,
    });
    expect(await bonusOf(user, orderId)).toBe(0);
  });

  it('when the order was placed before the buyer used the code, then the referrer earns nothing', async () => {
    const { user, referrer } = await referredUser();
    const earlier = Timestamp.fromMillis(Date.now() - 86_400_000);
    const orderId = await createOrderFor(user, { total: 200, createdAt: earlier });
    expect(await bonusOf(user, orderId)).toBe(0);
    expect(await accountOf(referrer.uid)).toBeUndefined();
  });

  it('when the body is not valid, then 400', async () => {
    const user = await createTestUser('sloppy');
    const res = await call('POST', '/api/referrals/order-bonus', user, { orderId: 'x' });
    expect(res.status).toBe(400);
  });
});
