import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, seededAdmin } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { adminDb } from '../support/emulators';
import { createProduct, stockOf } from '../support/checkout-fixtures';
import { logActionsFor, orderDoc, placeOrder } from '../support/admin-orders-fixtures';

// Through Hosting and the Functions emulator, which runs each simultaneous request in a
// worker process of its own, so the transactions really contend in the Firestore emulator.
// Workers are brought up first (see orders-concurrency.test.ts): cold starts would spread
// the calls out over seconds instead of letting them arrive together.
const TIMEOUT = 120_000;

let admin: TestUser;

async function warmUpWorkers(count: number): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await Promise.all(Array.from({ length: count }, () => call('GET', '/api/health')));
  }
}

beforeAll(async () => {
  admin = await seededAdmin();
  await warmUpWorkers(8);
}, TIMEOUT);

const setStatus = (id: string, status: string) =>
  call('PATCH', `/api/admin/orders/${id}`, { bearer: admin, body: { status } });

const restock = (productId: string, qty: number) =>
  adminDb()
    .doc(`products/${productId}`)
    .update({ stock: FieldValue.increment(qty) });

describe('admin order status changes under concurrency', () => {
  it(
    'when 5 admins cancel the same order at once, then its stock comes back exactly once',
    async () => {
      const toy = await createProduct({ stock: 20 });
      const id = await placeOrder([{ id: toy, qty: 4 }]);
      expect(await stockOf(toy)).toBe(16);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => setStatus(id, 'cancelled')),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(await stockOf(toy)).toBe(20);
      expect((await orderDoc(id)).stockReturned).toBe(true);
      const cancels = (await logActionsFor(id)).filter(
        (e) => e.action === 'order.status.cancelled',
      );
      expect(cancels).toHaveLength(1);
    },
    TIMEOUT,
  );

  it(
    'when one order flips between cancelled and open while the product is restocked, then stock stays exact',
    async () => {
      const toy = await createProduct({ stock: 10 });
      const id = await placeOrder([{ id: toy, qty: 2 }]);
      const flips = ['cancelled', 'new', 'cancelled', 'paid', 'cancelled', 'packed', 'cancelled'];
      const restocks = [5, 5, 5, 5, 5];
      const [answers] = await Promise.all([
        Promise.all(flips.map((status) => setStatus(id, status))),
        Promise.all(restocks.map((qty) => restock(toy, qty))),
      ]);
      expect(answers.map((a) => a.status)).toEqual(flips.map(() => 200));
      const stored = await orderDoc(id);
      // The order holds its 2 unless its stock is back on the shelf, which is so exactly
      // when it ended cancelled.
      expect(stored.stockReturned === true).toBe(stored.status === 'cancelled');
      const held = stored.stockReturned === true ? 0 : 2;
      expect(await stockOf(toy)).toBe(10 + 25 - held);
    },
    TIMEOUT,
  );

  it(
    'when one order flips while admins restock its product through POST /api/admin/restock, then stock stays exact',
    async () => {
      const toy = await createProduct({ stock: 6 });
      const id = await placeOrder([{ id: toy, qty: 3 }]);
      const flips = ['cancelled', 'paid', 'cancelled', 'new', 'cancelled'];
      const [answers, restocked] = await Promise.all([
        Promise.all(flips.map((status) => setStatus(id, status))),
        Promise.all(
          [5, 5, 5].map((qty) =>
            call('POST', `/api/admin/restock/${toy}`, { bearer: admin, body: { qty } }),
          ),
        ),
      ]);
      expect(answers.map((a) => a.status)).toEqual(flips.map(() => 200));
      expect(restocked.map((a) => a.status)).toEqual([200, 200, 200]);
      const stored = await orderDoc(id);
      expect(stored.stockReturned === true).toBe(stored.status === 'cancelled');
      const held = stored.stockReturned === true ? 0 : 3;
      expect(await stockOf(toy)).toBe(6 + 15 - held);
    },
    TIMEOUT,
  );

  it(
    'when different orders of one product are cancelled at once during restocks, then each returns its stock once',
    async () => {
      const toy = await createProduct({ stock: 30 });
      const ids = [];
      for (const qty of [1, 2, 3, 4]) ids.push(await placeOrder([{ id: toy, qty }]));
      expect(await stockOf(toy)).toBe(20);
      const [answers] = await Promise.all([
        Promise.all([...ids, ...ids].map((id) => setStatus(id, 'cancelled'))),
        Promise.all([3, 3, 3].map((qty) => restock(toy, qty))),
      ]);
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      expect(await stockOf(toy)).toBe(30 + 9);
    },
    TIMEOUT,
  );
});
