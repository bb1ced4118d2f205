import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../functions/src/core/auth';
import { adminOrdersService } from '../../functions/src/features/admin-orders/admin-orders.service';
import { logActionsFor, orderDoc, placeOrder } from '../support/admin-orders-fixtures';
import { createProduct, stockOf } from '../support/checkout-fixtures';
import { adminDb, requireEmulators } from '../support/emulators';
import { seededAdminSession } from '../support/accounts';

// The admin order service in this process, against the Firestore emulator: all changes
// start at the same instant, with no HTTP, token checks or worker start-up spreading them
// out, so every one of them reads the order before any commits (the HTTP tests are in
// admin-orders-concurrency.test.ts).
vi.mock('firebase-functions', () => ({
  logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
requireEmulators();

const TIMEOUT = 120_000;
const admin: SessionUser = { ...seededAdminSession };

describe('admin order service under contention (in process)', () => {
  it(
    'when 5 cancels of one order start at once, then its stock comes back exactly once',
    async () => {
      const toy = await createProduct({ stock: 20 });
      const id = await placeOrder([{ id: toy, qty: 4 }]);
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => adminOrdersService.changeStatus(admin, id, 'cancelled')),
      );
      expect(results.map((r) => r.status)).toEqual(results.map(() => 'fulfilled'));
      expect(await stockOf(toy)).toBe(20);
      const cancels = (await logActionsFor(id)).filter(
        (e) => e.action === 'order.status.cancelled',
      );
      expect(cancels).toHaveLength(1);
    },
    TIMEOUT,
  );

  it(
    'when status flips of one order race with restocks, then stock matches the final status exactly',
    async () => {
      const toy = await createProduct({ stock: 10 });
      const id = await placeOrder([{ id: toy, qty: 2 }]);
      const flips = ['cancelled', 'new', 'cancelled', 'paid', 'cancelled', 'shipped'] as const;
      const results = await Promise.allSettled([
        ...flips.map((status) => adminOrdersService.changeStatus(admin, id, status)),
        ...[4, 4, 4, 4].map((qty) =>
          adminDb()
            .doc(`products/${toy}`)
            .update({ stock: FieldValue.increment(qty) }),
        ),
      ]);
      expect(results.map((r) => r.status)).toEqual(results.map(() => 'fulfilled'));
      const stored = await orderDoc(id);
      expect(stored.stockReturned === true).toBe(stored.status === 'cancelled');
      expect(await stockOf(toy)).toBe(10 + 16 - (stored.stockReturned === true ? 0 : 2));
    },
    TIMEOUT,
  );
});
