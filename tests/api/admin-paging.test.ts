// GET /api/admin/orders and /api/admin/users with limit and cursor, and Shipments'
// "Without tracking" list (tracking=none), which holds every unshipped order however old.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminUsersResponseSchema } from '@contract/admin';
import { AdminOrdersResponseSchema } from '@contract/admin-orders';
import { ErrorBodySchema } from '@contract/common';
import { call, seededAdmin } from '../support/accounts';
import { createTestUser, type TestUser } from '../support/auth';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { storedOrder } from '../support/admin-orders-fixtures';
import { isNewestFirst, readPage, readPages } from '../support/paging';

const errorOf = (body: unknown) => ErrorBodySchema.parse(body).error;
/** Long before any order the other tests make: such rows sit at the end of every list. */
const longAgo = (daysBack: number) =>
  Timestamp.fromMillis(Date.UTC(2001, 0, 1) - daysBack * 86_400_000 + Math.random() * 1000);

let admin: TestUser;

beforeAll(async () => {
  admin = await seededAdmin();
});

describe('GET /api/admin/orders with limit', () => {
  it('when orders are read a few at a time, then newest first with no row twice', async () => {
    await Promise.all(Array.from({ length: 9 }, () => storedOrder()));
    const { rows, sizes } = await readPages(
      '/api/admin/orders',
      2,
      { bearer: admin },
      {
        maxPages: 4,
      },
    );
    expect(sizes).toEqual([2, 2, 2, 2]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(isNewestFirst(rows)).toBe(true);
  });

  it('when an order arrives between pages, then the next page goes on where the last ended and a fresh first page shows it', async () => {
    await Promise.all(Array.from({ length: 4 }, () => storedOrder()));
    const first = await readPage('/api/admin/orders', 2, null, { bearer: admin });
    const arrived = await storedOrder();
    const second = await readPage('/api/admin/orders', 2, first.nextCursor, { bearer: admin });
    const rows = [...first.items, ...second.items];
    expect(rows.map((row) => row.id)).not.toContain(arrived);
    expect(new Set(rows.map((row) => row.id)).size).toBe(4);
    expect(isNewestFirst(rows)).toBe(true);
    const fresh = await readPage('/api/admin/orders', 50, null, { bearer: admin });
    expect(fresh.items.map((row) => row.id)).toContain(arrived);
  });

  it('when old orders are paged to the end, then each is there once and the last page says so', async () => {
    const ids = [
      await storedOrder({ createdAt: longAgo(3) }),
      await storedOrder({ createdAt: longAgo(2) }),
    ];
    const { rows, ended } = await readPages('/api/admin/orders', 200, { bearer: admin });
    expect(ended).toBe(true);
    const ours = rows.filter((row) => ids.includes(row.id)).map((row) => row.id);
    expect(ours).toEqual([...ids].reverse());
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(isNewestFirst(rows)).toBe(true);
  });

  it('when no limit is given, then the old answer: items only', async () => {
    const res = await call('GET', '/api/admin/orders', { bearer: admin });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['items']);
    expect(AdminOrdersResponseSchema.parse(res.body).items.length).toBeGreaterThan(0);
  });

  it.each(['limit=0', 'limit=201', 'limit=x', 'limit=2&cursor=garbage', 'tracking=some'])(
    'when the query is %s, then 400',
    async (query) => {
      const res = await call('GET', `/api/admin/orders?${query}`, { bearer: admin });
      expect(res.status).toBe(400);
      expect(errorOf(res.body)).not.toBe('');
    },
  );

  it('when a shopper asks for a page of all orders or of Without tracking, then 403', async () => {
    const shopper = await createTestUser('pg-shopper');
    for (const path of ['/api/admin/orders?limit=2', '/api/admin/orders?limit=2&tracking=none']) {
      expect((await call('GET', path, { bearer: shopper })).status).toBe(403);
    }
    expect((await call('GET', '/api/admin/users?limit=2', { bearer: shopper })).status).toBe(403);
  });
});

describe('GET /api/admin/orders?tracking=none', () => {
  it('when an unshipped order is older than a page of the whole list, then "Without tracking" still lists it, and not shipped or cancelled ones', async () => {
    const old = (status: 'paid' | 'delivered' | 'cancelled', tracking: { code: string } | null) =>
      storedOrder({ status, tracking, createdAt: longAgo(1) });
    const waiting = await old('paid', null);
    const deliveredWithoutCode = await old('delivered', null);
    const cancelled = await old('cancelled', null);
    const shipped = await old('paid', { code: `TRK-${uniqueSuffix()}` });
    await Promise.all(Array.from({ length: 3 }, () => storedOrder()));

    const firstOfAll = await readPage('/api/admin/orders', 3, null, { bearer: admin });
    expect(firstOfAll.items.map((row) => row.id)).not.toContain(waiting);

    const { rows, ended } = await readPages('/api/admin/orders?tracking=none', 200, {
      bearer: admin,
    });
    expect(ended).toBe(true);
    const ids = rows.map((row) => row.id);
    expect(ids).toContain(waiting);
    expect(ids).toContain(deliveredWithoutCode);
    expect(ids).not.toContain(cancelled);
    expect(ids).not.toContain(shipped);
    expect(new Set(ids).size).toBe(ids.length);
    expect(isNewestFirst(rows)).toBe(true);
    const listed = AdminOrdersResponseSchema.parse({ items: rows, nextCursor: null });
    expect(listed.items.every((row) => row.status !== 'cancelled' && row.tracking === null)).toBe(
      true,
    );
  });

  it('when a code is saved, then the order leaves "Without tracking"', async () => {
    const id = await storedOrder({ status: 'packed' });
    const listed = async () =>
      (await readPage('/api/admin/orders?tracking=none', 50, null, { bearer: admin })).items.map(
        (row) => row.id,
      );
    expect(await listed()).toContain(id);
    const res = await call('PATCH', `/api/admin/orders/${id}`, {
      bearer: admin,
      body: { tracking: { code: `TRK-${uniqueSuffix()}` } },
    });
    expect(res.status).toBe(200);
    expect(await listed()).not.toContain(id);
  });
});

describe('GET /api/admin/users with limit', () => {
  it('when accounts are paged to the end, then each once, newest first, ties by id', async () => {
    const suffix = uniqueSuffix();
    const at = longAgo(5);
    const uids = [`pg-user-${suffix}-a`, `pg-user-${suffix}-b`, `pg-user-${suffix}-c`];
    await Promise.all(
      uids.map((uid, n) =>
        adminDb()
          .doc(`users/${uid}`)
          .set({
            email: `${uid}@example.com`,
            name: `Pager ${n}`,
            role: 'user',
            // Two accounts created in the same instant: the id orders them.
            createdAt: n === 0 ? longAgo(6) : at,
          }),
      ),
    );
    const { rows, ended } = await readPages('/api/admin/users', 200, { bearer: admin });
    expect(ended).toBe(true);
    expect(rows.filter((row) => uids.includes(row.id)).map((row) => row.id)).toEqual([
      uids[2],
      uids[1],
      uids[0],
    ]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(isNewestFirst(rows)).toBe(true);
    AdminUsersResponseSchema.parse({ items: rows, nextCursor: null });
  });

  it('when two at a time, then pages of two that go on where the last ended', async () => {
    const suffix = uniqueSuffix();
    await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        adminDb()
          .doc(`users/pg-two-${suffix}-${n}`)
          .set({
            email: `pg-two-${suffix}-${n}@example.com`,
            name: '',
            role: 'user',
            createdAt: Timestamp.now(),
          }),
      ),
    );
    const { rows, sizes } = await readPages(
      '/api/admin/users',
      2,
      { bearer: admin },
      { maxPages: 3 },
    );
    expect(sizes.every((size) => size === 2)).toBe(true);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(isNewestFirst(rows)).toBe(true);
  });

  it('when no limit is given, then items only; a bad limit is a 400', async () => {
    const plain = await call('GET', '/api/admin/users', { bearer: admin });
    expect(plain.status).toBe(200);
    expect(Object.keys(plain.body)).toEqual(['items']);
    const bad = await call('GET', '/api/admin/users?limit=201', { bearer: admin });
    expect(bad.status).toBe(400);
  });
});
