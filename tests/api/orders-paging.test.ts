// GET /api/orders?limit=&cursor=: the customer's orders a page at a time.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { OrdersListResponseSchema } from '@contract/account';
import { ErrorBodySchema } from '@contract/common';
import { call } from '../support/accounts';
import { createTestUser, type TestUser } from '../support/auth';
import { uniqueSuffix } from '../support/emulators';
import { placeOrder, storedOrder } from '../support/admin-orders-fixtures';
import { createProduct } from '../support/checkout-fixtures';
import { forgeCursor, isNewestFirst, readPage, readPages } from '../support/paging';

const errorOf = (body: unknown) => ErrorBodySchema.parse(body).error;
const minutesAgo = (minutes: number) => Timestamp.fromMillis(Date.now() - minutes * 60_000);

/**
 * Five orders of the user, newest first as the list must give them: two share one instant
 * (the id, descending, orders those).
 */
async function fiveOrdersOf(user: TestUser): Promise<string[]> {
  const suffix = uniqueSuffix();
  const tie = minutesAgo(20);
  const owned = { userUid: user.uid, userEmail: user.email };
  const ids = await Promise.all([
    storedOrder({ ...owned, id: `pg-${suffix}-a`, createdAt: minutesAgo(30) }),
    storedOrder({ ...owned, id: `pg-${suffix}-b`, createdAt: tie }),
    storedOrder({ ...owned, id: `pg-${suffix}-c`, createdAt: tie }),
    storedOrder({ ...owned, id: `pg-${suffix}-d`, createdAt: minutesAgo(10) }),
    storedOrder({ ...owned, id: `pg-${suffix}-e`, createdAt: minutesAgo(5) }),
  ]);
  return [...ids].reverse();
}

describe('GET /api/orders with limit', () => {
  it('when the orders are read two at a time, then every order once, newest first, and the last page says so', async () => {
    const user = await createTestUser('pager');
    const expected = await fiveOrdersOf(user);
    const { rows, sizes, ended } = await readPages('/api/orders', 2, { bearer: user });
    expect(ended).toBe(true);
    expect(sizes).toEqual([2, 2, 1]);
    expect(rows.map((row) => row.id)).toEqual(expected);
    expect(isNewestFirst(rows)).toBe(true);
  });

  it('when an order is placed between pages, then the later pages neither repeat nor skip one, and a fresh first page shows it', async () => {
    const user = await createTestUser('pager-live');
    const before = await fiveOrdersOf(user);
    const first = await readPage('/api/orders', 2, null, { bearer: user });

    const toy = await createProduct({ stock: 5 });
    const placed = await placeOrder([{ id: toy, qty: 1 }], user);

    const rest = await readPages('/api/orders', 2, { bearer: user }, { cursor: first.nextCursor });
    expect(rest.ended).toBe(true);
    const union = [...first.items, ...rest.rows].map((row) => row.id);
    expect(union).toEqual(before);
    expect(union).not.toContain(placed);

    const fresh = await readPage('/api/orders', 2, null, { bearer: user });
    expect(fresh.items[0]?.id).toBe(placed);
  });

  it("when a customer pages with another customer's cursor or a forged one, then still only their own orders", async () => {
    const [owner, other] = await Promise.all([
      createTestUser('pager-owner'),
      createTestUser('pager-other'),
    ]);
    const ownersOrders = await fiveOrdersOf(owner);
    const othersOrder = await storedOrder({ userUid: other.uid, userEmail: other.email });
    const ownersCursor = (await readPage('/api/orders', 2, null, { bearer: owner })).nextCursor;
    expect(ownersCursor).not.toBeNull();

    const withOwnersCursor = await readPages(
      '/api/orders',
      2,
      { bearer: other },
      { cursor: ownersCursor },
    );
    const future = forgeCursor({ s: 4_000_000_000, n: 0, id: ownersOrders[0] });
    const withForged = await readPages('/api/orders', 2, { bearer: other }, { cursor: future });
    for (const seen of [withOwnersCursor.rows, withForged.rows]) {
      expect(seen.every((row) => !ownersOrders.includes(row.id))).toBe(true);
    }
    expect(withForged.rows.map((row) => row.id)).toEqual([othersOrder]);
  });

  it('when no limit is given, then the answer has its old shape: items and no nextCursor', async () => {
    const user = await createTestUser('pager-plain');
    const expected = await fiveOrdersOf(user);
    const res = await call('GET', '/api/orders', { bearer: user });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['items', 'ok']);
    expect(OrdersListResponseSchema.parse(res.body).items.map((o) => o.id)).toEqual(expected);
  });

  it.each([
    ['limit=0', /^limit: /],
    ['limit=201', /^limit: /],
    ['limit=x', /^limit: /],
    ['limit=2.5', /^limit: /],
    ['limit=', /^limit: /],
    ['limit=2&cursor=%%%', /^cursor: Invalid cursor$/],
    ['limit=2&cursor=bm90LWpzb24', /^Invalid cursor$/],
    [`limit=2&cursor=${forgeCursor({ s: 1, n: 0, id: 'a/b' })}`, /^Invalid cursor$/],
    [`limit=2&cursor=${'A'.repeat(301)}`, /^cursor: Invalid cursor$/],
    [`cursor=${forgeCursor({ s: 1, n: 0, id: 'abc' })}`, /^limit: A cursor needs a limit$/],
  ])('when the query is %s, then 400 with the reason', async (query, reason) => {
    const user = await createTestUser('pager-bad');
    const res = await call('GET', `/api/orders?${query}`, { bearer: user });
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatch(reason);
  });
});
