import { describe, expect, it } from 'vitest';
import { BonusSpendResponseSchema } from '@contract/account';
import { CreateOrderResponseSchema } from '@contract/checkout';
import { ErrorBodySchema } from '@contract/common';
import { BonusBalanceSchema } from '@contract/loyalty';
import { createTestUser, type TestUser } from '../support/auth';
import { createProduct, postOrder, shippingData } from '../support/checkout-fixtures';
import { adminDb } from '../support/emulators';
import {
  accountOf,
  call,
  createOrderFor,
  ledgerOf,
  ledgerTotals,
  referredUser,
} from '../support/loyalty-fixtures';

const spend = (user: TestUser, amount: number, orderId: string) =>
  call('POST', '/api/bonuses/spend', user, { amount, orderId });

/** The account as the API shows it, and the proof that the ledger explains it. */
async function expectBalance(user: TestUser, expected: Record<string, number>) {
  const balance = BonusBalanceSchema.parse((await call('GET', '/api/bonuses/balance', user)).body);
  expect(balance).toEqual(expected);
  expect(ledgerTotals(await ledgerOf(user.uid))).toEqual(balance);
}

describe('GET /api/bonuses/balance', () => {
  it('when the user never earned bonuses, then the balance is all zeros', async () => {
    const user = await createTestUser('new');
    const res = await call('GET', '/api/bonuses/balance', user);
    expect(res.status).toBe(200);
    expect(BonusBalanceSchema.parse(res.body)).toEqual({
      balance: 0,
      totalEarned: 0,
      totalSpent: 0,
    });
  });
});

describe('POST /api/bonuses/spend', () => {
  it('when a user spends on their own order, then the balance drops and the ledger says why', async () => {
    const { user } = await referredUser('spender');
    const orderId = await createOrderFor(user);
    const res = await spend(user, 2.45, orderId);
    expect(res.status).toBe(200);
    expect(BonusSpendResponseSchema.parse(res.body)).toEqual({ ok: true, balance: 2.55 });
    expect(res.headers.get('cache-control')).toBe('no-store');
    await expectBalance(user, { balance: 2.55, totalEarned: 5, totalSpent: 2.45 });
    const entry = await adminDb().doc(`bonusAccounts/${user.uid}/ledger/spend-${orderId}`).get();
    expect(entry.data()).toMatchObject({ type: 'spend', amount: 2.45, orderId });
  });

  it('when the same order is spent on again, then it answers ok and spends nothing more', async () => {
    const { user } = await referredUser('twice');
    const orderId = await createOrderFor(user);
    expect((await spend(user, 1, orderId)).status).toBe(200);
    for (const amount of [1, 3]) {
      const again = await spend(user, amount, orderId);
      expect(again.status).toBe(200);
      expect(BonusSpendResponseSchema.parse(again.body).balance).toBe(4);
    }
    await expectBalance(user, { balance: 4, totalEarned: 5, totalSpent: 1 });
  });

  it('when the order transaction already spent bonuses on the order, then nothing more is spent', async () => {
    const { user } = await referredUser('checkout');
    const toy = await createProduct({ price: 20 });
    const placed = await postOrder(
      { items: [{ id: toy, qty: 1 }], bonusAmount: 3, shippingData: shippingData() },
      { headers: user.bearer },
    );
    expect(placed.status).toBe(201);
    const { order } = CreateOrderResponseSchema.parse(placed.body);

    const res = await spend(user, 2, order.id);
    expect(res.status).toBe(200);
    expect(BonusSpendResponseSchema.parse(res.body).balance).toBe(2);
    await expectBalance(user, { balance: 2, totalEarned: 5, totalSpent: 3 });
  });

  it('when more is asked than the balance, then 409 Not enough bonuses and nothing changes', async () => {
    const { user } = await referredUser('greedy');
    const orderId = await createOrderFor(user);
    const res = await spend(user, 5.01, orderId);
    expect(res.status).toBe(409);
    expect(ErrorBodySchema.parse(res.body).error).toBe('Not enough bonuses');
    await expectBalance(user, { balance: 5, totalEarned: 5, totalSpent: 0 });
  });

  it('when a user with no bonuses spends, then 409 and no account appears', async () => {
    const user = await createTestUser('broke');
    const orderId = await createOrderFor(user);
    expect((await spend(user, 1, orderId)).status).toBe(409);
    expect(await accountOf(user.uid)).toBeUndefined();
  });

  it('when more is asked than the order costs, then only the order total is spent', async () => {
    const { user } = await referredUser('small-order');
    const orderId = await createOrderFor(user, { total: 3.5 });
    const res = await spend(user, 5, orderId);
    expect(BonusSpendResponseSchema.parse(res.body).balance).toBe(1.5);
    await expectBalance(user, { balance: 1.5, totalEarned: 5, totalSpent: 3.5 });
  });

  it('when the order is someone else’s, a guest’s or unknown, then 404 Order not found', async () => {
    const { user } = await referredUser('probe');
    const stranger = await createTestUser('stranger');
    for (const orderId of [
      await createOrderFor(stranger),
      await createOrderFor(null),
      'no-such-order',
    ]) {
      const res = await spend(user, 1, orderId);
      expect(res.status).toBe(404);
      expect(ErrorBodySchema.parse(res.body).error).toBe('Order not found');
    }
    await expectBalance(user, { balance: 5, totalEarned: 5, totalSpent: 0 });
  });

  it('when the amount is not a positive number of cents, then 400', async () => {
    const user = await createTestUser('typo');
    const orderId = await createOrderFor(user);
    for (const amount of [0, -1, 1.005, '1']) {
      const res = await call('POST', '/api/bonuses/spend', user, { amount, orderId });
      expect(res.status).toBe(400);
    }
  });
});
