import { describe, expect, it } from 'vitest';
import { CreateOrderResponseSchema } from '@contract/checkout';
import { ErrorBodySchema } from '@contract/common';
import { LiveStockResponseSchema } from '@contract/live-stock';
import { altchaHeader } from '../support/altcha';
import { createVerifiedUser, type TestUser } from '../support/auth';
import {
  createProduct,
  newKey,
  ordersWithKey,
  postOrder,
  shippingData,
  stockOf,
} from '../support/checkout-fixtures';
import { adminDb, baseUrl } from '../support/emulators';
import { rateLimitConfig } from '../../functions/src/core/env';
import { accountKey, fixedWindow, windowDocId } from '../../functions/src/core/rate-limit';
import { idempotencyDocId } from '../../functions/src/features/orders/idempotency';

// A drop's burst (issue 23), small: the Functions emulator starts a worker per request in
// flight, so 24 buyers, not the bench's 100 (`npm run bench -- --only=drop` measures those).
const BUYERS = 24;
const UNITS = 8;
const TIMEOUT = 240_000;

/** Health bursts of growing size: a worker per buyer is up before the orders arrive together. */
async function warmUpWorkers(): Promise<void> {
  for (let size = 6; size <= BUYERS; size += 6) {
    await Promise.all(
      Array.from({ length: size }, async () => (await fetch(`${baseUrl}/api/health`)).text()),
    );
  }
}

const order = (
  buyer: TestUser,
  productId: string,
  key = newKey(),
  proof: Record<string, string> = {},
) =>
  postOrder(
    { items: [{ id: productId, qty: 1 }], shippingData: shippingData({ email: buyer.email }) },
    { key, headers: { ...buyer.bearer, ...proof } },
  );

/** The units in the drop's stock buckets (issue 23), and how many buckets it has. */
async function bucketsOf(productId: string): Promise<{ count: unknown; units: number }> {
  const [product, buckets] = await Promise.all([
    adminDb().doc(`products/${productId}`).get(),
    adminDb().collection(`products/${productId}/stockBuckets`).get(),
  ]);
  const units = buckets.docs.reduce((sum, doc) => sum + Number(doc.get('units')), 0);
  return { count: product.get('stockBuckets'), units };
}

describe('a drop burst through the API', () => {
  it(
    'when 24 verified buyers order 8 units of a drop at once, then exactly 8 confirmed orders are placed, the rest get 409 "out of stock", no 5xx, and live stock says 0',
    async () => {
      const toy = await createProduct({ title: 'Drop Toy', stock: UNITS });
      // A first-come drop released a minute ago: each order carries a solved challenge, and
      // the first buyers spread its stock over buckets.
      await adminDb()
        .doc(`products/${toy}`)
        .update({ releaseAt: new Date(Date.now() - 60_000).toISOString() });
      const buyers: TestUser[] = [];
      // A few at a time: the Auth emulator shares the machine's 2 cores.
      for (let i = 0; i < BUYERS; i += 6) {
        buyers.push(...(await Promise.all(Array.from({ length: 6 }, () => createVerifiedUser()))));
      }
      await warmUpWorkers();
      const keys = buyers.map(() => newKey());
      const proofs = await Promise.all(buyers.map(() => altchaHeader()));
      const answers = await Promise.all(
        buyers.map((buyer, i) => order(buyer, toy, keys[i], proofs[i])),
      );

      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(UNITS);
      expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - UNITS);
      for (const placed of answers.filter((a) => a.status === 201)) {
        expect(CreateOrderResponseSchema.parse(placed.body).order.contactConfirmed).toBe(true);
      }
      for (const refused of answers.filter((a) => a.status === 409)) {
        expect(ErrorBodySchema.parse(refused.body).error).toBe("'Drop Toy' is out of stock");
      }
      expect(await stockOf(toy)).toBe(0);
      expect(await bucketsOf(toy)).toEqual({ count: UNITS, units: 0 });
      const written = await Promise.all(keys.map(ordersWithKey));
      expect(written.reduce((a, b) => a + b, 0)).toBe(UNITS);
      // What an open product page polls shows it sold out at once.
      const live = await fetch(`${baseUrl}/api/stock?ids=${toy}`);
      expect(LiveStockResponseSchema.parse(await live.json()).items).toEqual([
        { id: toy, stock: 0 },
      ]);
    },
    TIMEOUT,
  );

  it('when a product is sold out, then an order is refused 409 without a transaction, a key record or a count, and a placed key still replays', async () => {
    const toy = await createProduct({ title: 'Last Toy', stock: 1 });
    const [first, late] = [await createVerifiedUser(), await createVerifiedUser()];
    const key = newKey();
    expect((await order(first, toy, key)).status).toBe(201);

    const lateKey = newKey();
    const refused = await order(late, toy, lateKey);
    expect(refused.status).toBe(409);
    expect(ErrorBodySchema.parse(refused.body).error).toBe("'Last Toy' is out of stock");
    // The cheap answer: no transaction attempt reported, and the key was never claimed.
    expect(refused.headers.get('x-transaction-attempts')).toBeNull();
    const record = await adminDb()
      .doc(`idempotencyKeys/${idempotencyDocId(lateKey)}`)
      .get();
    expect(record.exists).toBe(false);
    // Nor was the late buyer's order limit counted (not even counted and given back).
    const { windowSeconds } = rateLimitConfig(process.env).limits.order;
    const { index } = fixedWindow(Date.now(), windowSeconds);
    const window = await adminDb()
      .collection('rateLimits')
      .doc(windowDocId('order', accountKey(late.uid), index))
      .get();
    expect(window.exists).toBe(false);
    // The first buyer's retry with its key is its order again, not a "sold out".
    const retry = await order(first, toy, key);
    expect(retry.status).toBe(200);
    expect(CreateOrderResponseSchema.parse(retry.body).replayed).toBe(true);
    expect(await stockOf(toy)).toBe(0);
  });
});
