import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CreateOrderResponseSchema, SHIPPING_FLAT } from '@contract/checkout';
import { ErrorBodySchema } from '@contract/common';
import { adminDb } from '../support/emulators';
import { createTestUser, createVerifiedUser, sessionCookieFor } from '../support/auth';
import {
  createCoupon,
  createProduct,
  hourAgo,
  newKey,
  ordersWithKey,
  postOrder,
  shippingData,
  stockOf,
  usesOf,
} from '../support/checkout-fixtures';

describe('POST /api/orders: a guest order', () => {
  it('when a guest orders, then 201 with the order priced by the server, and stock goes down', async () => {
    const robo = await createProduct({ title: 'Robo Knight', price: 19.99, stock: 5 });
    const dino = await createProduct({ price: 7.5, stock: 3 });
    const key = newKey();
    const shipping = shippingData();
    const res = await postOrder(
      {
        items: [
          { id: robo, qty: 2, price: 0.01, title: 'Cheap' },
          { id: dino, qty: 3 },
        ],
        shippingData: shipping,
      },
      { key },
    );
    expect(res.status).toBe(201);
    const { order, replayed } = CreateOrderResponseSchema.parse(res.body);
    expect(replayed).toBe(false);
    expect(order).toMatchObject({
      status: 'new',
      items: [
        { id: robo, title: 'Robo Knight', price: 19.99, qty: 2, image: `/img/seed/${robo}.svg` },
        { id: dino, price: 7.5, qty: 3 },
      ],
      subtotal: 62.48,
      shipping: SHIPPING_FLAT,
      tax: 0,
      discount: 0,
      bonusDiscount: 0,
      coupon: null,
      total: 72.48,
      tracking: null,
      userEmail: shipping.email,
      userName: 'Casey Collector',
      shippingData: shipping,
      // A guest's order waits for its e-mail link (issue 21).
      contactConfirmed: false,
    });
    expect(Math.abs(Date.parse(order.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Number(res.headers.get('x-transaction-attempts'))).toBeGreaterThanOrEqual(1);

    expect(await stockOf(robo)).toBe(3);
    expect(await stockOf(dino)).toBe(0);

    const stored = (await adminDb().doc(`orders/${order.id}`).get()).data();
    expect(stored).toMatchObject({ userUid: null, idempotencyKey: key, total: 72.48 });
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);
    const logs = await adminDb().collection('logs').where('target', '==', order.id).get();
    expect(logs.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ action: 'order.created', actor: 'guest', target: order.id }),
    ]);
  });

  it('when a line wants more than is left, then 409 naming the product and nothing is written', async () => {
    const ok = await createProduct({ stock: 10 });
    const robo = await createProduct({ title: 'Robo Knight', stock: 2 });
    const key = newKey();
    const res = await postOrder(
      {
        items: [
          { id: ok, qty: 1 },
          { id: robo, qty: 3 },
        ],
        shippingData: shippingData(),
      },
      { key },
    );
    expect(res.status).toBe(409);
    expect(ErrorBodySchema.parse(res.body).error).toBe("Only 2 left of 'Robo Knight'");
    expect(await stockOf(ok)).toBe(10);
    expect(await stockOf(robo)).toBe(2);
    expect(await ordersWithKey(key)).toBe(0);
  });

  it('when a product is sold out, then 409 out of stock', async () => {
    const robo = await createProduct({ title: 'Robo Knight', stock: 0 });
    const res = await postOrder({ items: [{ id: robo, qty: 1 }], shippingData: shippingData() });
    expect(res.status).toBe(409);
    expect(ErrorBodySchema.parse(res.body).error).toBe("'Robo Knight' is out of stock");
  });
});

describe('POST /api/orders: a signed-in order', () => {
  it('when signed in with a Bearer token, then the order belongs to the account and names it', async () => {
    const user = await createTestUser();
    const toy = await createProduct({ price: 10 });
    const res = await postOrder(
      { items: [{ id: toy, qty: 1 }], shippingData: shippingData() },
      { headers: user.bearer },
    );
    expect(res.status).toBe(201);
    const { order } = CreateOrderResponseSchema.parse(res.body);
    expect(order).toMatchObject({ userEmail: user.email, userName: user.name });
    expect((await adminDb().doc(`orders/${order.id}`).get()).get('userUid')).toBe(user.uid);
    const logs = await adminDb().collection('logs').where('target', '==', order.id).get();
    expect(logs.docs[0]?.get('actor')).toBe(user.email);
  });

  it('when signed in with the __session cookie, then the same', async () => {
    const user = await createTestUser();
    const toy = await createProduct();
    const res = await postOrder(
      { items: [{ id: toy, qty: 1 }], shippingData: shippingData() },
      { headers: await sessionCookieFor(user) },
    );
    expect(res.status).toBe(201);
    const { order } = CreateOrderResponseSchema.parse(res.body);
    expect((await adminDb().doc(`orders/${order.id}`).get()).get('userUid')).toBe(user.uid);
  });
});

describe('POST /api/orders: coupons', () => {
  const orderWith = async (code: string, headers: Record<string, string> = {}) => {
    const toy = await createProduct({ price: 50, stock: 5 });
    const key = newKey();
    const res = await postOrder(
      { items: [{ id: toy, qty: 1 }], coupon: code, shippingData: shippingData() },
      { key, headers },
    );
    return { res, toy, key };
  };

  it('when a shared coupon is used, then the discount applies and exactly one use is counted', async () => {
    const code = await createCoupon({ type: 'percent', value: 10, maxUses: 5, uses: 1 });
    const { res } = await orderWith(code.toLowerCase());
    expect(res.status).toBe(201);
    const { order } = CreateOrderResponseSchema.parse(res.body);
    expect(order).toMatchObject({ coupon: code, discount: 5, total: 55 });
    expect(await usesOf(code)).toBe(2);
  });

  it('when a signed-in shopper with a verified e-mail uses their assigned coupon, then it counts once and is recorded for them', async () => {
    const user = await createVerifiedUser();
    const code = await createCoupon({ type: 'fixed', value: 7, assignedTo: [user.email] });
    const { res } = await orderWith(code, user.bearer);
    expect(res.status).toBe(201);
    const { order } = CreateOrderResponseSchema.parse(res.body);
    expect(order.discount).toBe(7);
    expect(await usesOf(code)).toBe(1);
    const redemption = await adminDb().doc(`coupons/${code}/redemptions/${user.uid}`).get();
    expect(redemption.get('orderId')).toBe(order.id);

    const again = await orderWith(code, user.bearer);
    expect(again.res.status).toBe(409);
    expect(ErrorBodySchema.parse(again.res.body).error).toBe('You have already used this coupon');
    expect(await usesOf(code)).toBe(1);
  });

  const refused: [string, () => Promise<[string, Record<string, string>]>, number, string][] = [
    ['unknown', () => Promise.resolve(['NOSUCHCOUPON', {}]), 404, 'Coupon not found'],
    [
      'expired',
      async () => [await createCoupon({ expiresAt: hourAgo() }), {}],
      410,
      'This coupon has expired',
    ],
    [
      'used up',
      async () => [await createCoupon({ maxUses: 1, uses: 1 }), {}],
      409,
      'This coupon has reached its usage limit',
    ],
    [
      'assigned, guest',
      async () => [await createCoupon({ assignedTo: ['shopper@example.com'] }), {}],
      401,
      'Sign in to use this coupon',
    ],
    [
      'assigned to someone else',
      async () => [
        await createCoupon({ assignedTo: ['shopper@example.com'] }),
        (await createTestUser()).bearer,
      ],
      403,
      'This coupon is not available for your account',
    ],
    [
      'assigned to the shopper, whose e-mail is not verified',
      async () => {
        const user = await createTestUser();
        return [await createCoupon({ assignedTo: [user.email] }), user.bearer];
      },
      403,
      'Verify your e-mail to use this coupon',
    ],
  ];

  it.each(refused)(
    'when the coupon is %s, then %i and nothing is written',
    async (_case, make, status, error) => {
      const [code, headers] = await make();
      const usesBefore = await usesOf(code);
      const { res, toy, key } = await orderWith(code, headers);
      expect(res.status).toBe(status);
      expect(ErrorBodySchema.parse(res.body).error).toBe(error);
      expect(await stockOf(toy)).toBe(5);
      expect(await usesOf(code)).toBe(usesBefore);
      expect(await ordersWithKey(key)).toBe(0);
    },
  );

  it('when a guest types the assigned e-mail into the shipping form, then it still needs a sign-in', async () => {
    const code = await createCoupon({ assignedTo: ['casey@example.com'] });
    const { res } = await orderWith(code);
    expect(res.status).toBe(401);
  });
});
