import { describe, expect, it, vi } from 'vitest';
import { CreateOrderRequestSchema } from '@contract/checkout';
import { AppError } from '../../functions/src/core/errors';
import { Timestamp } from 'firebase-admin/firestore';
import {
  idempotencyDocId,
  orderRequestHash,
} from '../../functions/src/features/orders/idempotency';
import {
  ordersService,
  type PlaceOrderResult,
} from '../../functions/src/features/orders/orders.service';
import { adminDb, requireEmulators } from '../support/emulators';
import {
  createCoupon,
  createProduct,
  newKey,
  ordersWithKey,
  shippingData,
  stockOf,
  usesOf,
} from '../support/checkout-fixtures';

// The order service in this process, against the Firestore emulator (FIRESTORE_EMULATOR_HOST
// from emulators:exec): all transactions start at the same instant, with no HTTP or worker
// start-up spreading them out, so contention is as high as it gets.
vi.mock('firebase-functions', () => ({
  logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
requireEmulators();

const TIMEOUT = 120_000;

const order = (id: string, { qty = 1, coupon }: { qty?: number; coupon?: string } = {}) =>
  CreateOrderRequestSchema.parse({
    items: [{ id, qty }],
    shippingData: shippingData(),
    ...(coupon ? { coupon } : {}),
  });

const keyDoc = (key: string) => adminDb().doc(`idempotencyKeys/${idempotencyDocId(key)}`);
const keyRecord = async (key: string) => (await keyDoc(key).get()).data();

/** A claim as a request holding the key would have written it. */
async function writeClaim(key: string, requestHash: string, expiresAtMs: number): Promise<void> {
  await keyDoc(key).create({
    state: 'pending',
    requestHash,
    claimedAt: Timestamp.now(),
    claimExpiresAt: Timestamp.fromMillis(expiresAtMs),
    expireAt: Timestamp.fromMillis(Date.now() + 86_400_000),
  });
}

async function settle(calls: Promise<unknown>[]) {
  const results = await Promise.allSettled(calls);
  const placed = results.filter((r) => r.status === 'fulfilled');
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  return { placed, failures };
}

describe('order service under contention (in process)', () => {
  it(
    'when 30 transactions buy a product with 5 left at once, then exactly 5 commit and stock is 0',
    async () => {
      const toy = await createProduct({ title: 'Hot Toy', stock: 5 });
      const attempts: number[] = [];
      const { placed, failures } = await settle(
        Array.from({ length: 30 }, () => {
          let n = 0;
          return ordersService
            .placeOrder(
              { body: order(toy), idempotencyKey: newKey(), buyer: null },
              { onAttempt: (a) => (n = a) },
            )
            .finally(() => attempts.push(n));
        }),
      );
      expect(placed).toHaveLength(5);
      expect(failures).toHaveLength(25);
      for (const err of failures) {
        expect(err).toBeInstanceOf(AppError);
        expect(err).toMatchObject({ status: 409, message: "'Hot Toy' is out of stock" });
      }
      expect(await stockOf(toy)).toBe(0);
      // Contention really happened: some transactions ran more than once.
      expect(Math.max(...attempts)).toBeGreaterThan(1);
    },
    TIMEOUT,
  );

  it(
    'when 20 transactions use a coupon with 3 uses at once, then exactly 3 get it and uses is 3',
    async () => {
      const toy = await createProduct({ price: 40, stock: 100 });
      const code = await createCoupon({ maxUses: 3 });
      const { placed, failures } = await settle(
        Array.from({ length: 20 }, () =>
          ordersService.placeOrder({
            body: order(toy, { coupon: code }),
            idempotencyKey: newKey(),
            buyer: null,
          }),
        ),
      );
      expect(placed).toHaveLength(3);
      for (const err of failures) {
        expect(err).toMatchObject({
          status: 409,
          message: 'This coupon has reached its usage limit',
        });
      }
      expect(await usesOf(code)).toBe(3);
      expect(await stockOf(toy)).toBe(97);
    },
    TIMEOUT,
  );

  it(
    'when one checkout is sent 10 times at once with the same key, then one order is placed, the rest replay it or hear "in progress", and a retry replays',
    async () => {
      const toy = await createProduct({ stock: 50 });
      const key = newKey();
      const body = order(toy);
      const { placed, failures } = await settle(
        Array.from({ length: 10 }, () =>
          ordersService.placeOrder({ body, idempotencyKey: key, buyer: null }),
        ),
      );
      const results = placed.map((r) => r.value as PlaceOrderResult);
      expect(results.filter((r) => !r.replayed)).toHaveLength(1);
      for (const err of failures) {
        expect(err).toBeInstanceOf(AppError);
        expect(err).toMatchObject({ status: 409, code: 'in_progress', retryAfterSeconds: 1 });
      }
      const orderId = results[0]?.order.id;
      expect(new Set(results.map((r) => r.order.id))).toEqual(new Set([orderId]));

      const retry = await ordersService.placeOrder({ body, idempotencyKey: key, buyer: null });
      expect(retry).toMatchObject({ replayed: true, order: { id: orderId } });
      expect(await stockOf(toy)).toBe(49);
      expect(await ordersWithKey(key)).toBe(1);
    },
    TIMEOUT,
  );

  it(
    'when a key is claimed by a live request, then another with the same body hears "in progress" and one with another body 422',
    async () => {
      const toy = await createProduct({ stock: 5 });
      const key = newKey();
      const body = order(toy);
      await writeClaim(key, orderRequestHash(body, null), Date.now() + 60_000);

      await expect(
        ordersService.placeOrder({ body, idempotencyKey: key, buyer: null }),
      ).rejects.toMatchObject({ status: 409, code: 'in_progress' });
      const other = order(toy, { qty: 2 });
      await expect(
        ordersService.placeOrder({ body: other, idempotencyKey: key, buyer: null }),
      ).rejects.toMatchObject({ status: 422 });
      expect(await stockOf(toy)).toBe(5);
      expect(await ordersWithKey(key)).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'when a claim outlived its expiry (its holder crashed), then a retry takes it over and places the order once',
    async () => {
      const toy = await createProduct({ stock: 5 });
      const key = newKey();
      const body = order(toy);
      await writeClaim(key, orderRequestHash(body, null), Date.now() - 1_000);

      const first = await ordersService.placeOrder({ body, idempotencyKey: key, buyer: null });
      expect(first.replayed).toBe(false);
      const again = await ordersService.placeOrder({ body, idempotencyKey: key, buyer: null });
      expect(again).toMatchObject({ replayed: true, order: { id: first.order.id } });
      expect(await stockOf(toy)).toBe(4);
      expect(await keyRecord(key)).toMatchObject({ state: 'placed', orderId: first.order.id });
    },
    TIMEOUT,
  );

  it(
    'when an order fails, then its claim is given back: no key record is left and a corrected retry succeeds',
    async () => {
      const toy = await createProduct({ stock: 0 });
      const key = newKey();
      const body = order(toy);
      await expect(
        ordersService.placeOrder({ body, idempotencyKey: key, buyer: null }),
      ).rejects.toThrow(/out of stock/);
      expect(await keyRecord(key)).toBeUndefined();

      await adminDb().doc(`products/${toy}`).update({ stock: 1 });
      const placedOrder = await ordersService.placeOrder({
        body,
        idempotencyKey: key,
        buyer: null,
      });
      expect(placedOrder.replayed).toBe(false);
      expect(await stockOf(toy)).toBe(0);
    },
    TIMEOUT,
  );
});
