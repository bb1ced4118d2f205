import { describe, expect, it, vi } from 'vitest';
import { CreateOrderRequestSchema } from '@contract/checkout';
import { AppError } from '../../functions/src/core/errors';
import { ordersService } from '../../functions/src/features/orders/orders.service';
import { requireEmulators } from '../support/emulators';
import {
  createCoupon,
  createProduct,
  newKey,
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

const order = (id: string, extra: { coupon?: string } = {}) =>
  CreateOrderRequestSchema.parse({
    items: [{ id, qty: 1 }],
    shippingData: shippingData(),
    ...extra,
  });

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
    'when one checkout is sent 10 times at once with the same key, then one order is placed and the rest replay it',
    async () => {
      const toy = await createProduct({ stock: 50 });
      const key = newKey();
      const body = order(toy);
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          ordersService.placeOrder({ body, idempotencyKey: key, buyer: null }),
        ),
      );
      expect(results.filter((r) => !r.replayed)).toHaveLength(1);
      expect(new Set(results.map((r) => r.order.id)).size).toBe(1);
      expect(await stockOf(toy)).toBe(49);
    },
    TIMEOUT,
  );
});
