import { describe, expect, it } from 'vitest';
import { UseCouponResponseSchema } from '@contract/checkout';
import { ErrorBodySchema } from '@contract/common';
import { adminDb } from '../support/emulators';
import { createTestUser, createVerifiedUser, sessionCookieFor } from '../support/auth';
import {
  createCoupon,
  createProduct,
  hourAgo,
  postOrder,
  postUseCoupon,
  shippingData,
  usesOf,
} from '../support/checkout-fixtures';

const redemption = (code: string, uid: string) =>
  adminDb().doc(`coupons/${code}/redemptions/${uid}`).get();

describe('POST /api/coupons/use', () => {
  it('when a guest calls it, then 401 Sign in required and nothing is counted', async () => {
    const code = await createCoupon();
    const res = await postUseCoupon({ code });
    expect(res.status).toBe(401);
    expect(ErrorBodySchema.parse(res.body).error).toBe('Sign in required');
    expect(await usesOf(code)).toBe(0);
  });

  it('when no order of the shopper carries the coupon, then 404 and nothing is counted, however often', async () => {
    const user = await createTestUser();
    const code = await createCoupon({ assignedTo: [user.email], maxUses: 5 });
    for (let i = 0; i < 3; i++) {
      const res = await postUseCoupon({ code: code.toLowerCase() }, user.bearer);
      expect(res.status).toBe(404);
      expect(ErrorBodySchema.parse(res.body).error).toBe('No order of yours uses this coupon');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect(await usesOf(code)).toBe(0);
    expect((await redemption(code, user.uid)).exists).toBe(false);
  });

  it('when the order already counted the use, then marking it counts nothing more', async () => {
    const user = await createVerifiedUser();
    const code = await createCoupon({ assignedTo: [user.email], maxUses: 1 });
    const toy = await createProduct();
    const order = await postOrder(
      { items: [{ id: toy, qty: 1 }], coupon: code, shippingData: shippingData() },
      { headers: user.bearer },
    );
    expect(order.status).toBe(201);
    const res = await postUseCoupon({ code }, await sessionCookieFor(user));
    expect(res.status).toBe(200);
    expect(UseCouponResponseSchema.parse(res.body)).toEqual({ ok: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await usesOf(code)).toBe(1);
  });

  it('when an unverified account holds a redemption of a coupon assigned to its address (from before the rule), then the same 404', async () => {
    const user = await createTestUser();
    const code = await createCoupon({ assignedTo: [user.email], maxUses: 5 });
    await adminDb()
      .doc(`coupons/${code}/redemptions/${user.uid}`)
      .set({ uid: user.uid, email: user.email, orderId: null, count: 1 });
    const res = await postUseCoupon({ code }, user.bearer);
    expect({ status: res.status, ...ErrorBodySchema.parse(res.body) }).toEqual({
      status: 404,
      error: 'No order of yours uses this coupon',
    });
  });

  it('when the code is unknown, expired, not theirs or used up, then the same 404: the call tells nobody which codes exist', async () => {
    const user = await createTestUser();
    const codes = [
      'NOSUCHCOUPON',
      await createCoupon({ expiresAt: hourAgo() }),
      await createCoupon({ assignedTo: ['someone@example.com'] }),
      await createCoupon({ maxUses: 1, uses: 1 }),
    ];
    for (const code of codes) {
      const res = await postUseCoupon({ code }, user.bearer);
      expect({ status: res.status, ...ErrorBodySchema.parse(res.body) }, code).toEqual({
        status: 404,
        error: 'No order of yours uses this coupon',
      });
      expect((await redemption(code, user.uid)).exists, code).toBe(false);
    }
  });

  it('when the body is malformed, then 400', async () => {
    const user = await createTestUser();
    for (const body of [{}, { code: '' }, { code: 'bad code' }, { code: 'OK', extra: 1 }]) {
      const res = await postUseCoupon(body, user.bearer);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});
