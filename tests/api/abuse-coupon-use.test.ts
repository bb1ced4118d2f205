import { describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../support/auth';
import {
  createCoupon,
  createProduct,
  postOrder,
  postUseCoupon,
  shippingData,
  usesOf,
} from '../support/checkout-fixtures';

// POST /api/coupons/use once counted a use for any signed-in caller without a redemption on
// record, so fresh accounts could burn a shared coupon's `maxUses` without buying anything.
// Now only orders count uses; the call confirms an order's redemption and counts nothing.

const orderWith = async (user: TestUser, code: string) => {
  const toy = await createProduct();
  const res = await postOrder(
    { items: [{ id: toy, qty: 1 }], coupon: code, shippingData: shippingData() },
    { headers: user.bearer },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

describe('POST /api/coupons/use cannot burn a shared coupon', () => {
  it('when many accounts without an order call it, again and again, then uses never move', async () => {
    const code = await createCoupon({ maxUses: 3 });
    const accounts = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createTestUser(`burner${String(i)}`)),
    );
    const answers = [];
    for (const user of accounts) {
      for (let i = 0; i < 2; i++) answers.push(await postUseCoupon({ code }, user.bearer));
    }
    expect(answers.map((a) => a.status)).toEqual(Array<number>(12).fill(404));
    expect(await usesOf(code)).toBe(0);
    // The coupon is still there for a real buyer.
    const buyer = await createTestUser('real-buyer');
    await orderWith(buyer, code);
    expect(await usesOf(code)).toBe(1);
  }, 60_000);

  it('when buyers who ordered with it call it repeatedly, then uses stay at the orders placed', async () => {
    const code = await createCoupon({ maxUses: 10 });
    const [first, second, idle] = await Promise.all([
      createTestUser('buyer-a'),
      createTestUser('buyer-b'),
      createTestUser('idle'),
    ]);
    await orderWith(first, code);
    await orderWith(second, code);
    await orderWith(second, code);
    const answers = [];
    for (const user of [first, second, idle]) {
      for (let i = 0; i < 3; i++) answers.push(await postUseCoupon({ code }, user.bearer));
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 404, 404, 404]);
    expect(await usesOf(code)).toBe(3);
  }, 60_000);
});
