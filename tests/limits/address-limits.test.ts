import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract/common';
import { SessionResponseSchema } from '@contract/auth';
import type { RateLimitAction } from '../../functions/src/core/env';
import { call, type Answer } from '../support/accounts';
import { fillAddressWindow, inventedForwardedFor } from '../support/address-windows';
import { createTestUser, type TestUser } from '../support/auth';
import { createCoupon, createProduct, shippingData } from '../support/checkout-fixtures';
import { baseUrl, uniqueSuffix } from '../support/emulators';
import { reviewFields } from '../support/reviews-fixtures';

// Address limits are for anonymous callers only. Under the emulators every guest is one
// address whatever X-Forwarded-For it invents (the function trusts no entry), so each test
// fills that address's window to its limit and proves that invented headers still reach 429,
// while a signed-in account on the same address is served.

let emptyWindow: (() => Promise<void>) | null = null;
afterEach(async () => {
  await emptyWindow?.();
  emptyWindow = null;
});

async function fill(action: RateLimitAction): Promise<void> {
  emptyWindow = await fillAddressWindow(action);
}

/** A call through Hosting with a fresh invented X-Forwarded-For chain. */
const send = (
  method: string,
  path: string,
  options: { body?: unknown; bearer?: TestUser; headers?: Record<string, string> } = {},
): Promise<Answer> =>
  call(method, path, { ...options, headers: { ...inventedForwardedFor(), ...options.headers } });

function expectLimited(res: Answer) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(ErrorBodySchema.parse(res.body).error).toMatch(/^Too many/);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

let product = '';
beforeAll(async () => {
  product = await createProduct({ price: 1, stock: 500 });
  // A worker up before the first measured call.
  expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
}, 60_000);

const order = (bearer?: TestUser, coupon?: string) =>
  send('POST', '/api/orders', {
    bearer,
    headers: { 'idempotency-key': `limits-${uniqueSuffix()}` },
    body: {
      items: [{ id: product, qty: 1 }],
      shippingData: shippingData({ email: `limits-${uniqueSuffix()}@example.com` }),
      ...(coupon ? { coupon } : {}),
    },
  });

describe('anonymous actions at a full address window, with invented X-Forwarded-For headers', () => {
  it('when guests place orders, then each is 429 whatever chain it sends; an account on the same address orders', async () => {
    await fill('order');
    for (let i = 0; i < 3; i++) expectLimited(await order());
    const buyer = await createTestUser('limits-buyer');
    expect((await order(buyer)).status).toBe(201);
  });

  it('when guests try coupons past the failures window, then the check is 429 even for a good code', async () => {
    const valid = await createCoupon();
    await fill('coupon-failure');
    const quote = (code: string) =>
      send('POST', '/api/checkout/quote', {
        body: { items: [{ id: product, qty: 1 }], coupon: code },
      });
    expectLimited(await quote('NOSUCHCODE1'));
    expectLimited(await quote(valid));
    expectLimited(await order(undefined, valid));
  });

  it('when guests write reviews, then 429; a signed-in reviewer on the same address is served', async () => {
    await fill('review');
    for (let i = 0; i < 3; i++) {
      expectLimited(await send('POST', '/api/reviews', { body: reviewFields() }));
    }
    const reviewer = await createTestUser('limits-reviewer');
    const res = await send('POST', '/api/reviews', { bearer: reviewer, body: reviewFields() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('when guests send tickets, parcel lookups, order lookups and stock requests, then each is 429', async () => {
    await fill('ticket');
    expectLimited(
      await send('POST', '/api/support/tickets', {
        body: {
          name: 'Lim Its',
          email: `lim-${uniqueSuffix()}@example.com`,
          subject: 'Hello',
          message: 'Still here?',
        },
      }),
    );
    await emptyWindow?.();
    await fill('track');
    expectLimited(
      await send('POST', '/api/track', { body: { carrier: 'DHL', code: `TRK${uniqueSuffix()}` } }),
    );
    await emptyWindow?.();
    await fill('order-lookup');
    expectLimited(
      await send('POST', '/api/orders/lookup', {
        body: { number: 'ABC123', email: 'someone@example.com' },
      }),
    );
    await emptyWindow?.();
    await fill('stock-alert');
    expectLimited(
      await send('POST', '/api/stock-alerts', {
        body: { productId: product, email: `alert-${uniqueSuffix()}@example.com` },
      }),
    );
  });

  it('when an address registers past its window, then 429 and no account is made', async () => {
    await fill('register');
    const email = `limits-reg-${uniqueSuffix()}@example.com`;
    const res = await send('POST', '/api/auth/register', {
      headers: { origin: new URL(baseUrl).origin },
      body: { name: 'Reg Limit', email, password: 'secret123' },
    });
    expectLimited(res);
  });

  it('when an address sends bad sign-in tokens past its window, then 429; a valid token from it still signs in', async () => {
    await fill('firebase-login');
    const origin = { origin: new URL(baseUrl).origin };
    expectLimited(
      await send('POST', '/api/auth/firebase-login', {
        headers: origin,
        body: { idToken: 'not-a-token' },
      }),
    );
    const user = await createTestUser('limits-signer');
    const res = await call('POST', '/api/auth/firebase-login', { body: { idToken: user.idToken } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(SessionResponseSchema.parse(res.body).user.uid).toBe(user.uid);
  });
});
