import { describe, expect, it } from 'vitest';
import { CreateOrderResponseSchema } from '@contract/checkout';
import { ErrorBodySchema } from '@contract/common';
import { adminDb } from '../support/emulators';
import { createTestUser, type TestUser } from '../support/auth';
import {
  createProduct,
  newKey,
  ordersWithKey,
  postOrder,
  shippingData,
  stockOf,
} from '../support/checkout-fixtures';

async function withBonuses(balance: number, totalEarned = balance): Promise<TestUser> {
  const user = await createTestUser('bonus');
  await adminDb()
    .doc(`bonusAccounts/${user.uid}`)
    .set({ balance, totalEarned, totalSpent: totalEarned - balance });
  return user;
}

const accountOf = async (uid: string) => (await adminDb().doc(`bonusAccounts/${uid}`).get()).data();
const ledgerOf = async (uid: string) =>
  (await adminDb().collection(`bonusAccounts/${uid}/ledger`).get()).docs.map((d) => d.data());

describe('POST /api/orders: bonuses', () => {
  it('when a signed-in shopper spends bonuses, then the total drops and the ledger explains the balance', async () => {
    const user = await withBonuses(30, 45);
    const toy = await createProduct({ price: 20 });
    const res = await postOrder(
      { items: [{ id: toy, qty: 1 }], bonusAmount: 12.5, shippingData: shippingData() },
      { headers: user.bearer },
    );
    expect(res.status).toBe(201);
    const { order } = CreateOrderResponseSchema.parse(res.body);
    expect(order).toMatchObject({ subtotal: 20, bonusDiscount: 12.5, total: 17.5, coupon: null });
    expect(await accountOf(user.uid)).toEqual({ balance: 17.5, totalEarned: 45, totalSpent: 27.5 });
    expect(await ledgerOf(user.uid)).toEqual([
      expect.objectContaining({ type: 'spend', amount: 12.5, orderId: order.id }),
    ]);
  });

  it('when more bonuses are asked than the order costs, then only what it costs is spent', async () => {
    const user = await withBonuses(100);
    const toy = await createProduct({ price: 5 });
    const res = await postOrder(
      { items: [{ id: toy, qty: 1 }], bonusAmount: 80, shippingData: shippingData() },
      { headers: user.bearer },
    );
    const { order } = CreateOrderResponseSchema.parse(res.body);
    expect(order).toMatchObject({ bonusDiscount: 15, total: 0 });
    expect(await accountOf(user.uid)).toMatchObject({ balance: 85, totalSpent: 15 });
  });

  it('when more bonuses are asked than the balance, then 409 Not enough bonuses and nothing changes', async () => {
    const user = await withBonuses(10);
    const toy = await createProduct({ stock: 4 });
    const key = newKey();
    const res = await postOrder(
      { items: [{ id: toy, qty: 1 }], bonusAmount: 10.01, shippingData: shippingData() },
      { key, headers: user.bearer },
    );
    expect(res.status).toBe(409);
    expect(ErrorBodySchema.parse(res.body).error).toBe('Not enough bonuses');
    expect(await accountOf(user.uid)).toMatchObject({ balance: 10, totalSpent: 0 });
    expect(await ledgerOf(user.uid)).toEqual([]);
    expect(await stockOf(toy)).toBe(4);
    expect(await ordersWithKey(key)).toBe(0);
  });

  it('when a signed-in shopper has no bonus account, then 409 Not enough bonuses', async () => {
    const user = await createTestUser();
    const toy = await createProduct();
    const res = await postOrder(
      { items: [{ id: toy, qty: 1 }], bonusAmount: 1, shippingData: shippingData() },
      { headers: user.bearer },
    );
    expect(res.status).toBe(409);
  });

  it('when a guest asks for bonuses, then 401 Sign in to use bonuses and nothing changes', async () => {
    const toy = await createProduct({ stock: 4 });
    const key = newKey();
    const res = await postOrder(
      { items: [{ id: toy, qty: 1 }], bonusAmount: 5, shippingData: shippingData() },
      { key },
    );
    expect(res.status).toBe(401);
    expect(ErrorBodySchema.parse(res.body).error).toBe('Sign in to use bonuses');
    expect(await stockOf(toy)).toBe(4);
    expect(await ordersWithKey(key)).toBe(0);
  });

  it('when a retried order spent bonuses, then the replay spends nothing more', async () => {
    const user = await withBonuses(20);
    const toy = await createProduct({ price: 30 });
    const key = newKey();
    const body = { items: [{ id: toy, qty: 1 }], bonusAmount: 5, shippingData: shippingData() };
    expect((await postOrder(body, { key, headers: user.bearer })).status).toBe(201);
    expect((await postOrder(body, { key, headers: user.bearer })).status).toBe(200);
    expect(await accountOf(user.uid)).toMatchObject({ balance: 15, totalSpent: 5 });
    expect(await ledgerOf(user.uid)).toHaveLength(1);
  });
});
