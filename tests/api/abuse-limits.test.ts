import { beforeEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { CreateOrderRequestSchema, CreateOrderResponseSchema } from '@contract/checkout';
import { ErrorBodySchema } from '@contract/common';
import {
  idempotencyDocId,
  orderRequestHash,
} from '../../functions/src/features/orders/idempotency';
import { createTestUser, type TestUser } from '../support/auth';
import {
  createCoupon,
  createProduct,
  hourAgo,
  newKey,
  postOrder,
  postQuote,
  shippingData,
  stockOf,
  type ApiAnswer,
} from '../support/checkout-fixtures';
import { clientHeader } from '../support/client-address';
import { adminDb, baseUrl } from '../support/emulators';
import { clearOfWindowEdge } from '../support/reviews-fixtures';

// The documented defaults (core/env.ts): 20 placed orders per account per hour; 20 failed
// coupon attempts per account per 10 minutes. Every test is an account of its own, so neither
// it nor the other files of this emulator run can use up one another's allowance. A guest
// address gets ten times these (tests/limits/address-limits.test.ts).

const HOUR = 3_600_000;
const TIMEOUT = 180_000;

function expectLimited(res: ApiAnswer, message: string, maxSeconds: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(ErrorBodySchema.parse(res.body).error).toBe(message);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}
const ordersLimited = (res: ApiAnswer) =>
  expectLimited(res, 'Too many orders, try again later', 3600);
const couponsLimited = (res: ApiAnswer) =>
  expectLimited(res, 'Too many failed coupon attempts, try again later', 600);

/**
 * One cheap in-stock item; `as` is the caller: an account, or a guest's own address. One
 * contact for the whole file, so a replay sends the same body.
 */
const SHIPPING = shippingData();
const orderBody = (product: string, coupon?: string) => ({
  items: [{ id: product, qty: 1 }],
  shippingData: SHIPPING,
  ...(coupon ? { coupon } : {}),
});
const as = (who: TestUser | string) =>
  typeof who === 'string' ? clientHeader(who) : { ...who.bearer, ...clientHeader() };
const order = (
  who: TestUser | string,
  product: string,
  over: { key?: string; coupon?: string } = {},
) => postOrder(orderBody(product, over.coupon), { key: over.key, headers: as(who) });

/** Brings a function worker up, so the burst measures the limit and not a cold start. */
async function warm(): Promise<void> {
  expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
}

async function statuses(calls: (() => Promise<ApiAnswer>)[]): Promise<ApiAnswer[]> {
  const answers: ApiAnswer[] = [];
  for (const call of calls) answers.push(await call()); // in a row, as a script would
  return answers;
}

describe('POST /api/orders: orders per client', () => {
  beforeEach(async () => {
    await clearOfWindowEdge(HOUR, 120_000);
    await warm();
  }, 150_000);

  it(
    'when one account sends 40 orders in a row, then 20 are placed and the rest are 429, never a 5xx',
    async () => {
      // Verified: its orders are confirmed, so only this limit applies (issue 21 caps
      // unconfirmed orders at 5 per account, orders-confirmation.test.ts).
      const user = await createTestUser('burst', { verified: true });
      const toy = await createProduct({ price: 1, stock: 100 });
      const answers = await statuses(Array.from({ length: 40 }, () => () => order(user, toy)));
      expect(answers.map((a) => a.status)).toEqual([
        ...Array<number>(20).fill(201),
        ...Array<number>(20).fill(429),
      ]);
      answers.slice(20).forEach(ordersLimited);
      expect(await stockOf(toy)).toBe(80);
      // The account is the key: another address does not help it.
      ordersLimited(await order(user, toy));
    },
    TIMEOUT,
  );

  it(
    'when an account replays one Idempotency-Key or finds it in progress, then that does not count, and at the limit its order is still answered',
    async () => {
      const user = await createTestUser('replayer', { verified: true });
      const toy = await createProduct({ price: 1, stock: 100 });
      const key = newKey();
      expect((await order(user, toy, { key })).status).toBe(201);
      for (let i = 0; i < 25; i++) {
        const replay = await order(user, toy, { key });
        expect(replay.status).toBe(200);
        expect(CreateOrderResponseSchema.parse(replay.body).replayed).toBe(true);
      }
      // A key another request of this account is still placing: 409 in_progress, nothing placed.
      const pendingKey = newKey();
      await adminDb()
        .doc(`idempotencyKeys/${idempotencyDocId(pendingKey)}`)
        .create({
          state: 'pending',
          requestHash: orderRequestHash(CreateOrderRequestSchema.parse(orderBody(toy)), user.uid),
          claimedAt: Timestamp.now(),
          claimExpiresAt: Timestamp.fromMillis(Date.now() + 600_000),
          expireAt: Timestamp.fromMillis(Date.now() + 86_400_000),
        });
      for (let i = 0; i < 5; i++) {
        expect((await order(user, toy, { key: pendingKey })).body).toMatchObject({
          code: 'in_progress',
        });
      }
      const placed = await statuses(Array.from({ length: 19 }, () => () => order(user, toy)));
      expect(placed.map((a) => a.status)).toEqual(Array<number>(19).fill(201));
      ordersLimited(await order(user, toy));
      const atLimit = await order(user, toy, { key });
      expect(atLimit.status).toBe(200);
      expect(CreateOrderResponseSchema.parse(atLimit.body).replayed).toBe(true);
      expect(await stockOf(toy)).toBe(80);
    },
    TIMEOUT,
  );

  it(
    'when one account sends orders at once with room for 3 left, then exactly 3 are placed and the rest are 429 (the count is taken in the order transaction)',
    async () => {
      const user = await createTestUser('at-once', { verified: true });
      const toy = await createProduct({ price: 1, stock: 100 });
      const first = await statuses(Array.from({ length: 17 }, () => () => order(user, toy)));
      expect(first.map((a) => a.status)).toEqual(Array<number>(17).fill(201));
      // Every request of the burst sees 17 in its first read; only the transaction's locked
      // count can hold the line at 20.
      const burst = await Promise.all(Array.from({ length: 6 }, () => order(user, toy)));
      const codes = burst.map((a) => a.status).sort();
      expect(codes).toEqual([201, 201, 201, 429, 429, 429]);
      burst.filter((a) => a.status === 429).forEach(ordersLimited);
      expect(await stockOf(toy)).toBe(80);
    },
    TIMEOUT,
  );

  it(
    'when an account’s order is refused inside its transaction, then it counts nothing and its key is free for the corrected retry',
    async () => {
      const user = await createTestUser('refused', { verified: true });
      const toy = await createProduct({ price: 1, stock: 100 });
      const placed = await statuses(Array.from({ length: 19 }, () => () => order(user, toy)));
      expect(placed.map((a) => a.status)).toEqual(Array<number>(19).fill(201));
      // Bonuses the account does not have: refused by the transaction's own checks.
      const key = newKey();
      for (let i = 0; i < 3; i++) {
        const refused = await postOrder(
          { ...orderBody(toy), bonusAmount: 5 },
          { key, headers: as(user) },
        );
        expect(refused.status, JSON.stringify(refused.body)).toBe(409);
        expect(ErrorBodySchema.parse(refused.body).error).toBe('Not enough bonuses');
      }
      // Nothing was counted or kept: the key's record is gone, and the 20th order goes through.
      const record = await adminDb()
        .doc(`idempotencyKeys/${idempotencyDocId(key)}`)
        .get();
      expect(record.exists).toBe(false);
      expect((await order(user, toy, { key })).status).toBe(201);
      ordersLimited(await order(user, toy));
      expect(await stockOf(toy)).toBe(80);
    },
    TIMEOUT,
  );

  it(
    'when a shopper places a few orders in an hour, then none is limited',
    async () => {
      const user = await createTestUser('regular', { verified: true });
      const toy = await createProduct({ stock: 20 });
      const answers = await statuses(Array.from({ length: 5 }, () => () => order(user, toy)));
      expect(answers.map((a) => a.status)).toEqual(Array<number>(5).fill(201));
    },
    TIMEOUT,
  );
});

describe('failed coupon attempts per client', () => {
  beforeEach(async () => {
    await clearOfWindowEdge(600_000, 60_000);
    await warm();
  }, 90_000);

  /** The four kinds of failure, each with the answer the shopper reads. */
  async function failingCoupons({ guest = false } = {}) {
    return [
      { code: 'NOSUCHCOUPON1', status: 404, error: 'Coupon not found' },
      {
        code: await createCoupon({ expiresAt: hourAgo() }),
        status: 410,
        error: 'This coupon has expired',
      },
      {
        code: await createCoupon({ assignedTo: ['someone-else@example.com'] }),
        ...(guest
          ? { status: 401, error: 'Sign in to use this coupon' }
          : { status: 403, error: 'This coupon is not available for your account' }),
      },
      {
        code: await createCoupon({ maxUses: 1, uses: 1 }),
        status: 409,
        error: 'This coupon has reached its usage limit',
      },
    ];
  }

  it(
    'when an account fails 20 coupon quotes, then the 21st check is 429 even for a valid code; successes in between do not count',
    async () => {
      const user = await createTestUser('guesser');
      const headers = { ...user.bearer, ...clientHeader() };
      const toy = await createProduct({ stock: 20 });
      const valid = await createCoupon();
      const quote = (code: string) =>
        postQuote({ items: [{ id: toy, qty: 1 }], coupon: code }, headers);
      const failing = await failingCoupons();
      for (let i = 0; i < 20; i++) {
        const wanted = failing[i % failing.length];
        if (!wanted) throw new Error('no failing coupon');
        // The right coupon now and then: successes are not counted.
        if (i % 5 === 0) expect((await quote(valid)).status).toBe(200);
        const res = await quote(wanted.code);
        // The distinct answers stay below the limit.
        expect({ status: res.status, ...ErrorBodySchema.parse(res.body) }).toEqual({
          status: wanted.status,
          error: wanted.error,
        });
      }
      couponsLimited(await quote(valid));
      couponsLimited(await quote('NOSUCHCOUPON2'));
      couponsLimited(await postOrder(orderBody(toy, valid), { headers }));
      // The limit is on coupon checks: a quote or an order without a coupon goes on.
      expect((await postQuote({ items: [{ id: toy, qty: 1 }] }, headers)).status).toBe(200);
      expect((await postOrder(orderBody(toy), { headers })).status).toBe(201);
      expect(await stockOf(toy)).toBe(19);
    },
    TIMEOUT,
  );

  it(
    'when a shopper mistypes a coupon a few times, then the right one still applies and the order is placed',
    async () => {
      const user = await createTestUser('typo');
      const headers = { ...user.bearer, ...clientHeader() };
      const toy = await createProduct();
      const valid = await createCoupon();
      for (let i = 0; i < 5; i++) {
        expect(
          (
            await postQuote(
              { items: [{ id: toy, qty: 1 }], coupon: `${valid}X${String(i)}` },
              headers,
            )
          ).status,
        ).toBe(404);
      }
      expect(
        (await postQuote({ items: [{ id: toy, qty: 1 }], coupon: valid }, headers)).status,
      ).toBe(200);
      expect((await postOrder(orderBody(toy, valid), { headers })).status).toBe(201);
    },
    TIMEOUT,
  );
});
