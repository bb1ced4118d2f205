import { describe, expect, it } from 'vitest';
import { QuoteResponseSchema, SHIPPING_FLAT } from '@contract/checkout';
import { ErrorBodySchema } from '@contract/common';
import { adminDb } from '../support/emulators';
import { createTestUser, createVerifiedUser } from '../support/auth';
import {
  createCoupon,
  createProduct,
  hourAgo,
  nextYear,
  postQuote,
  usesOf,
} from '../support/checkout-fixtures';

describe('POST /api/checkout/quote: pricing', () => {
  it('when the client sends its own prices and titles, then the server prices from its products', async () => {
    const robo = await createProduct({ price: 19.99 });
    const dino = await createProduct({ price: 5.05 });
    const res = await postQuote({
      items: [
        { id: robo, qty: 2, price: 0.01, title: 'Free robot' },
        { id: dino, qty: 3, price: 0 },
      ],
    });
    expect(res.status).toBe(200);
    expect(QuoteResponseSchema.parse(res.body)).toEqual({
      subtotal: 55.13,
      shipping: SHIPPING_FLAT,
      tax: 0,
      discount: 0,
      total: 65.13,
      coupon: null,
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('when a percent coupon is sent in lower case, then it applies, rounded to the cent', async () => {
    const toy = await createProduct({ price: 33.33 });
    const code = await createCoupon({ type: 'percent', value: 15 });
    const res = await postQuote({ items: [{ id: toy, qty: 1 }], coupon: code.toLowerCase() });
    expect(res.status).toBe(200);
    expect(QuoteResponseSchema.parse(res.body)).toMatchObject({
      subtotal: 33.33,
      discount: 5, // 4.9995
      total: 38.33,
      coupon: { code, type: 'percent', value: 15 },
    });
  });

  it('when a fixed coupon is worth more than the goods, then the discount stops at the subtotal', async () => {
    const toy = await createProduct({ price: 3 });
    const code = await createCoupon({ type: 'fixed', value: 5 });
    const res = await postQuote({ items: [{ id: toy, qty: 1 }], coupon: code });
    expect(QuoteResponseSchema.parse(res.body)).toMatchObject({
      subtotal: 3,
      discount: 3,
      total: SHIPPING_FLAT,
    });
  });

  it('when a quote is asked with a coupon, then no use is counted', async () => {
    const toy = await createProduct();
    const code = await createCoupon({ maxUses: 1 });
    await postQuote({ items: [{ id: toy, qty: 1 }], coupon: code });
    await postQuote({ items: [{ id: toy, qty: 1 }], coupon: code });
    expect(await usesOf(code)).toBe(0);
  });

  it('when an empty coupon is sent, then it means no coupon', async () => {
    const toy = await createProduct({ price: 1 });
    const res = await postQuote({ items: [{ id: toy, qty: 1 }], coupon: '' });
    expect(QuoteResponseSchema.parse(res.body).coupon).toBeNull();
  });
});

describe('POST /api/checkout/quote: coupon rules', () => {
  const quoteWith = async (code: string, headers: Record<string, string> = {}) => {
    const toy = await createProduct();
    return postQuote({ items: [{ id: toy, qty: 1 }], coupon: code }, headers);
  };
  const expectError = (res: { status: number; body: unknown }, status: number, error: string) => {
    expect({ status: res.status, ...ErrorBodySchema.parse(res.body) }).toEqual({ status, error });
  };

  it('when the coupon does not exist, then 404 Coupon not found', async () => {
    expectError(await quoteWith('NOSUCHCOUPON'), 404, 'Coupon not found');
  });

  it('when the coupon has expired, then 410 This coupon has expired', async () => {
    expectError(
      await quoteWith(await createCoupon({ expiresAt: hourAgo() })),
      410,
      'This coupon has expired',
    );
  });

  it('when the coupon expires later, then it applies', async () => {
    const res = await quoteWith(await createCoupon({ expiresAt: nextYear() }));
    expect(res.status).toBe(200);
  });

  it('when every use is taken, then 409 usage limit', async () => {
    const code = await createCoupon({ maxUses: 2, uses: 2 });
    expectError(await quoteWith(code), 409, 'This coupon has reached its usage limit');
  });

  it('when the coupon is assigned and the shopper is a guest, then 401 Sign in to use this coupon', async () => {
    const code = await createCoupon({ assignedTo: ['someone@example.com'] });
    expectError(await quoteWith(code), 401, 'Sign in to use this coupon');
  });

  it('when the coupon is assigned to someone else, then 403 not available for your account', async () => {
    const user = await createTestUser();
    const code = await createCoupon({ assignedTo: ['someone@example.com'] });
    expectError(
      await quoteWith(code, user.bearer),
      403,
      'This coupon is not available for your account',
    );
  });

  it('when the coupon is assigned to the signed-in shopper with a verified e-mail, then it applies', async () => {
    const user = await createVerifiedUser();
    const code = await createCoupon({ assignedTo: [user.email.toUpperCase()], maxUses: 1 });
    const res = await quoteWith(code, user.bearer);
    expect(res.status).toBe(200);
    expect(QuoteResponseSchema.parse(res.body).discount).toBeGreaterThan(0);
  });

  it('when the coupon is assigned to the shopper’s address but the e-mail is not verified, then 403 Verify your e-mail to use this coupon', async () => {
    const user = await createTestUser();
    const code = await createCoupon({ assignedTo: [user.email], maxUses: 1 });
    expectError(await quoteWith(code, user.bearer), 403, 'Verify your e-mail to use this coupon');
  });

  it('when the shopper already used their assigned coupon, then 409 You have already used this coupon', async () => {
    const user = await createVerifiedUser();
    const code = await createCoupon({ assignedTo: [user.email] });
    await adminDb().doc(`coupons/${code}/redemptions/${user.uid}`).set({ uid: user.uid });
    expectError(await quoteWith(code, user.bearer), 409, 'You have already used this coupon');
  });

  it('when the Bearer token is not valid, then the shopper counts as a guest', async () => {
    const code = await createCoupon({ assignedTo: ['someone@example.com'] });
    expectError(
      await quoteWith(code, { authorization: 'Bearer not-a-token' }),
      401,
      'Sign in to use this coupon',
    );
  });
});

describe('POST /api/checkout/quote: malformed requests', () => {
  it('when a product is unknown, then 400 naming it', async () => {
    const res = await postQuote({ items: [{ id: 'prd-no-such-toy', qty: 1 }] });
    expect(res.status).toBe(400);
    expect(ErrorBodySchema.parse(res.body).error).toBe('Product not found: prd-no-such-toy');
  });

  it('when the body is not a cart, then 400 with a clear error', async () => {
    const toy = await createProduct();
    const cases: unknown[] = [
      {},
      { items: [] },
      { items: [{ id: toy, qty: 0 }] },
      { items: [{ id: toy, qty: -1 }] },
      { items: [{ id: toy, qty: 1.5 }] },
      { items: [{ id: toy, qty: '1' }] },
      { items: [{ id: toy, qty: 1, discount: 100 }] },
      { items: [{ id: toy, qty: 1 }], total: 0 },
      { items: [{ id: toy, qty: 1 }], coupon: 'bad code!' },
      {
        items: [
          { id: toy, qty: 1 },
          { id: toy, qty: 2 },
        ],
      },
    ];
    for (const body of cases) {
      const res = await postQuote(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(ErrorBodySchema.parse(res.body).error.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
  });
});
