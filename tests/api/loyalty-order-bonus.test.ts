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
  ledgerTotals,
  referredUser,
} from '../support/loyalty-fixtures';

const orderBonus = (user: Parameters<typeof call>[2], orderId: string, orderAmount = 1) =>
  call('POST', '/api/referrals/order-bonus', user, { orderAmount, orderId });

describe('POST /api/referrals/order-bonus', () => {
  it('when a referred friend orders, then the referrer earns 5% of the stored total, once', async () => {
    const { user, referrer } = await referredUser();
    const orderId = await createOrderFor(user, { total: 46 });

    // The client's orderAmount is ignored: the stored order's total decides.
    const first = await orderBonus(user, orderId, 99_999);
    expect(first.status).toBe(200);
    expect(OrderBonusResponseSchema.parse(first.body)).toEqual({ ok: true, bonusAmount: 2.3 });

    const again = await orderBonus(user, orderId, 46);
    expect(OrderBonusResponseSchema.parse(again.body)).toEqual({ ok: true, bonusAmount: 2.3 });

    const account = await accountOf(referrer.uid);
    expect(account).toEqual({ balance: 2.3, totalEarned: 2.3, totalSpent: 0 });
    const ledger = await ledgerOf(referrer.uid);
    expect(ledger).toEqual([
      expect.objectContaining({ type: 'referral-order', amount: 2.3, orderId }),
    ]);
    expect(ledgerTotals(ledger)).toEqual(account);
    const info = ReferralInfoSchema.parse((await call('GET', '/api/referrals/my', referrer)).body);
    expect(info).toMatchObject({ referredUsers: 1, totalEarnings: 2.3 });
    // The friend's own account is untouched by their order's bonus.
    expect(await accountOf(user.uid)).toEqual({ balance: 5, totalEarned: 5, totalSpent: 0 });
    expect((await adminDb().doc(`orderBonuses/${orderId}`).get()).data()).toMatchObject({
      refereeUid: user.uid,
      referrerUid: referrer.uid,
      amount: 2.3,
      orderTotal: 46,
    });
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
    expect(OrderBonusResponseSchema.parse((await orderBonus(user, orderId)).body).bonusAmount).toBe(
      0,
    );
  });

  it('when the order was placed before the buyer used the code, then the referrer earns nothing', async () => {
    const { user, referrer } = await referredUser();
    const earlier = Timestamp.fromMillis(Date.now() - 86_400_000);
    const orderId = await createOrderFor(user, { total: 200, createdAt: earlier });
    expect(OrderBonusResponseSchema.parse((await orderBonus(user, orderId)).body).bonusAmount).toBe(
      0,
    );
    expect(await accountOf(referrer.uid)).toBeUndefined();
  });

  it('when the body is not valid, then 400', async () => {
    const user = await createTestUser('sloppy');
    const res = await call('POST', '/api/referrals/order-bonus', user, { orderId: 'x' });
    expect(res.status).toBe(400);
  });
});
