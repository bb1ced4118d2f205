import { describe, expect, it, vi } from 'vitest';
import { CreateOrderRequestSchema } from '@contract/checkout';
import type { SessionUser } from '../../functions/src/core/auth';
import { AppError } from '../../functions/src/core/errors';
import { adminOrdersService } from '../../functions/src/features/admin-orders/admin-orders.service';
import { ordersService } from '../../functions/src/features/orders/orders.service';
import { createProduct, newKey, shippingData, stockOf } from '../support/checkout-fixtures';
import { adminDb, requireEmulators, uniqueSuffix } from '../support/emulators';

// Issue 12, point 3, the races: the order and admin services in this process against the
// Firestore emulator, so every transaction starts at the same instant (no HTTP, no rate
// limit of the route, no worker start-up spreading them out).
vi.mock('firebase-functions', () => ({
  logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
requireEmulators();

const TIMEOUT = 120_000;

const verifiedBuyer = (): SessionUser => {
  const suffix = uniqueSuffix();
  return {
    uid: `limit-race-${suffix}`,
    email: `limit-race-${suffix}@example.com`,
    name: 'Race Buyer',
    emailVerified: true,
    role: 'user',
  };
};
const admin: SessionUser = { ...verifiedBuyer(), email: 'admin@example.com', role: 'admin' };

const body = (id: string, qty: number) =>
  CreateOrderRequestSchema.parse({ items: [{ id, qty }], shippingData: shippingData() });

async function limitedProduct(maxPerCustomer: number): Promise<string> {
  const id = await createProduct({ stock: 50 });
  await adminDb().doc(`products/${id}`).update({ maxPerCustomer });
  return id;
}

const unitsCounted = async (productId: string, uid: string): Promise<unknown> =>
  (await adminDb().doc(`purchaseCounts/${productId}_${uid}`).get()).get('units');

const soldTo = async (productId: string, uid: string) => {
  const orders = await adminDb().collection('orders').where('userUid', '==', uid).get();
  return orders.docs
    .flatMap((doc) => doc.get('items') as { id: string; qty: number }[])
    .filter((line) => line.id === productId)
    .reduce((sum, line) => sum + line.qty, 0);
};

describe('per-customer limits under contention (in process)', () => {
  it(
    'when one account places 10 orders at once on a maxPerCustomer 2 product, then at most 2 units are sold to it',
    async () => {
      const drop = await limitedProduct(2);
      const buyer = verifiedBuyer();
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          ordersService.placeOrder({ body: body(drop, 1), idempotencyKey: newKey(), buyer }),
        ),
      );
      const placed = results.filter((r) => r.status === 'fulfilled');
      const refused = results.flatMap((r) =>
        r.status === 'rejected' ? [r.reason as unknown] : [],
      );
      expect(placed).toHaveLength(2);
      expect(refused).toHaveLength(8);
      for (const err of refused) {
        expect(err).toBeInstanceOf(AppError);
        expect((err as AppError).status).toBe(409);
        expect((err as AppError).message).toContain('limited to 2 per customer');
      }
      expect(await soldTo(drop, buyer.uid)).toBe(2);
      expect(await unitsCounted(drop, buyer.uid)).toBe(2);
      expect(await stockOf(drop)).toBe(48);
    },
    TIMEOUT,
  );

  it(
    'when an order is cancelled while the same account orders again at once, then the count matches its live orders',
    async () => {
      const drop = await limitedProduct(3);
      const buyer = verifiedBuyer();
      const first = await ordersService.placeOrder({
        body: body(drop, 3),
        idempotencyKey: newKey(),
        buyer,
      });
      const [cancel, ...orders] = await Promise.allSettled([
        adminOrdersService.changeStatus(admin, first.order.id, 'cancelled'),
        ...Array.from({ length: 4 }, () =>
          ordersService.placeOrder({ body: body(drop, 1), idempotencyKey: newKey(), buyer }),
        ),
      ]);
      expect(cancel.status).toBe('fulfilled');
      const placed = orders.filter((r) => r.status === 'fulfilled').length;
      expect(placed).toBeLessThanOrEqual(3);
      // Whatever interleaving won, the counter equals the units of the orders not cancelled.
      expect(await unitsCounted(drop, buyer.uid)).toBe(placed);
      expect(await stockOf(drop)).toBe(50 - placed);
    },
    TIMEOUT,
  );
});
