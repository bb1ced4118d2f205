import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../functions/src/core/auth';
import { adminOrdersService } from '../../functions/src/features/admin-orders/admin-orders.service';
import { expireUnpaidHolds } from '../../functions/src/features/admin-orders/hold-expiry.service';
import { logActionsFor, orderDoc, storedOrder } from '../support/admin-orders-fixtures';
import { createProduct, stockOf } from '../support/checkout-fixtures';
import { requireEmulators } from '../support/emulators';
import { seededAdminSession } from '../support/accounts';

// Issue 12, point 4: the scheduled job's handler in this process, against the Firestore
// emulator (the Functions emulator cannot fire v2 schedules; see docs/decisions.md, Stats).
// Every order here is placed in the 1970s and the job is run with a clock of that time, so
// it can never touch another file's orders, which are all from this century.
vi.mock('firebase-functions', () => ({
  logger: { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
requireEmulators();

const HOUR = 3_600_000;
const HOLD = 72 * HOUR;
const TIMEOUT = 60_000;
const admin: SessionUser = { ...seededAdminSession };

/** A distinct moment in 1970-1979 per test, so the tests' clocks never overlap. */
let nextYear = 1970;
function clockOf(): { placedAt: (hoursAgo: number) => Timestamp; now: Date } {
  const now = new Date(Date.UTC(nextYear++, 6, 1));
  return { now, placedAt: (hoursAgo) => Timestamp.fromMillis(now.getTime() - hoursAgo * HOUR) };
}

/** An unpaid order that took `qty` of a fresh product (stock left: 10). */
async function heldOrder(createdAt: Timestamp, extra: Record<string, unknown> = {}) {
  const toy = await createProduct({ stock: 10 });
  const id = await storedOrder({
    createdAt,
    items: [{ id: toy, title: 'Held toy', price: 20, qty: 3 }],
    extra,
  });
  return { id, toy };
}

describe('unpaid hold expiry job (in process)', () => {
  it(
    'when a new order is older than the hold, then it is cancelled, its stock returns and the system is logged',
    async () => {
      const { now, placedAt } = clockOf();
      const { id, toy } = await heldOrder(placedAt(73));
      const result = await expireUnpaidHolds({ now, holdMs: HOLD });
      expect(result.expired).toContain(id);
      const stored = await orderDoc(id);
      expect(stored.status).toBe('cancelled');
      expect(stored.stockReturned).toBe(true);
      expect(await stockOf(toy)).toBe(13);
      expect(await logActionsFor(id)).toEqual([{ action: 'order.hold_expired', actor: 'system' }]);
    },
    TIMEOUT,
  );

  it(
    'when an order is within its hold, already paid, or a demo order, then the job leaves it alone',
    async () => {
      const { now, placedAt } = clockOf();
      const young = await heldOrder(placedAt(71));
      const paid = await heldOrder(placedAt(100));
      await adminOrdersService.changeStatus(admin, paid.id, 'paid');
      const demo = await heldOrder(placedAt(100), { demo: true });
      const result = await expireUnpaidHolds({ now, holdMs: HOLD });
      for (const order of [young, paid, demo]) {
        expect(result.expired).not.toContain(order.id);
        expect(await stockOf(order.toy)).toBe(10);
      }
      expect((await orderDoc(young.id)).status).toBe('new');
      expect((await orderDoc(paid.id)).status).toBe('paid');
      expect((await orderDoc(demo.id)).status).toBe('new');
    },
    TIMEOUT,
  );

  it(
    'when the hold is 0, then nothing expires however old',
    async () => {
      const { now, placedAt } = clockOf();
      const { id, toy } = await heldOrder(placedAt(10_000));
      expect(await expireUnpaidHolds({ now, holdMs: 0 })).toEqual({
        expired: [],
        expiredUnconfirmed: [],
        skipped: 0,
        failed: 0,
      });
      expect((await orderDoc(id)).status).toBe('new');
      expect(await stockOf(toy)).toBe(10);
    },
    TIMEOUT,
  );

  it(
    'when two runs start at once, then each expired order is cancelled once and its stock returns once',
    async () => {
      const { now, placedAt } = clockOf();
      const orders = await Promise.all([heldOrder(placedAt(80)), heldOrder(placedAt(90))]);
      const runs = await Promise.all([
        expireUnpaidHolds({ now, holdMs: HOLD }),
        expireUnpaidHolds({ now, holdMs: HOLD }),
      ]);
      for (const { id, toy } of orders) {
        expect(runs.filter((run) => run.expired.includes(id))).toHaveLength(1);
        expect(await stockOf(toy)).toBe(13);
        expect(await logActionsFor(id)).toEqual([
          { action: 'order.hold_expired', actor: 'system' },
        ]);
      }
      expect(runs.map((run) => run.failed)).toEqual([0, 0]);
    },
    TIMEOUT,
  );

  it(
    'when an admin cancels while the job runs, then the order is cancelled once, by one of them',
    async () => {
      const { now, placedAt } = clockOf();
      const { id, toy } = await heldOrder(placedAt(80));
      const [run] = await Promise.all([
        expireUnpaidHolds({ now, holdMs: HOLD }),
        adminOrdersService.changeStatus(admin, id, 'cancelled'),
      ]);
      expect(run.failed).toBe(0);
      expect(await stockOf(toy)).toBe(13);
      const entries = await logActionsFor(id);
      expect(entries).toHaveLength(1);
      const byJob = run.expired.includes(id);
      expect(entries[0]).toEqual(
        byJob
          ? { action: 'order.hold_expired', actor: 'system' }
          : { action: 'order.status.cancelled', actor: 'admin@example.com' },
      );
    },
    TIMEOUT,
  );

  it(
    'when an admin marks the order paid while the job runs, then stock matches the final status',
    async () => {
      const { now, placedAt } = clockOf();
      const { id, toy } = await heldOrder(placedAt(80));
      const [run] = await Promise.all([
        expireUnpaidHolds({ now, holdMs: HOLD }),
        adminOrdersService.changeStatus(admin, id, 'paid'),
      ]);
      expect(run.failed).toBe(0);
      const stored = await orderDoc(id);
      // Either the job cancelled first and the admin's change reopened it as paid (stock
      // taken again), or the admin's came first and the job skipped it: paid with its stock.
      expect(stored.status).toBe('paid');
      expect(stored.stockReturned === true).toBe(false);
      expect(await stockOf(toy)).toBe(10);
    },
    TIMEOUT,
  );
});
