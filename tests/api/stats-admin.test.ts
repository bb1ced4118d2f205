import { beforeAll, describe, expect, it } from 'vitest';
import { AdminStatsSchema } from '@contract/admin';
import { ErrorBodySchema } from '@contract/common';
import { ORDER_STATUSES } from '@contract/order';
import { Timestamp } from 'firebase-admin/firestore';
import { call, createAccount, seededAdmin } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { eventually, storedOrder } from '../support/stats-fixtures';

let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [user, admin] = await Promise.all([createAccount('stats-user'), seededAdmin()]);
});

describe('GET /api/admin/stats', () => {
  it('when a guest or a non-admin asks, then 401 and 403, never cached', async () => {
    const guest = await call('GET', '/api/admin/stats?range=7d');
    expect(guest.status).toBe(401);
    expect(ErrorBodySchema.parse(guest.body).error).not.toBe('');
    const shopper = await call('GET', '/api/admin/stats?range=7d', { bearer: user });
    expect(shopper.status).toBe(403);
    expect(shopper.headers.get('cache-control')).toContain('no-store');
  });

  it('when the admin asks without a range, then the last 30 days, one point per day', async () => {
    const res = await call('GET', '/api/admin/stats', { bearer: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const stats = AdminStatsSchema.parse(res.body);
    expect(stats.series).toHaveLength(30);
    expect(stats.series.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    expect(Object.keys(stats.byStatus).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(stats.topProducts.length).toBeLessThanOrEqual(5);
    // Every seeded product is in the inventory.
    expect(stats.inventory.map((p) => p.id)).toContain('prd-001');
  });

  it('when the admin asks for each range, then 7, 30 and 90 days, or 12 months for 1y', async () => {
    const lengths: Record<string, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 12 };
    for (const [range, length] of Object.entries(lengths)) {
      const res = await call('GET', `/api/admin/stats?range=${range}`, { bearer: admin });
      expect(res.status, range).toBe(200);
      const { series } = AdminStatsSchema.parse(res.body);
      expect(series, range).toHaveLength(length);
      const dates = series.map((p) => p.date);
      expect(dates, range).toEqual([...dates].sort());
    }
    const year = AdminStatsSchema.parse(
      (await call('GET', '/api/admin/stats?range=1y', { bearer: admin })).body,
    );
    expect(year.series.at(-1)?.date).toBe(new Date().toISOString().slice(0, 7));
  });

  it('when the range is not one of 7d, 30d, 90d, 1y, then 400', async () => {
    for (const range of ['14d', '1Y', '', '30d&range=7d']) {
      const res = await call('GET', `/api/admin/stats?range=${range}`, { bearer: admin });
      expect(res.status, range).toBe(400);
      expect(ErrorBodySchema.parse(res.body).error).toMatch(/range/);
    }
  });

  it('when an order is placed and deleted, then the answer follows it through the trigger', async () => {
    // A product of its own in a quantity no other test orders, so it tops the list alone.
    const product = `stats-http-${uniqueSuffix()}`;
    const ref = adminDb().collection('orders').doc(product);
    const stats = async () =>
      AdminStatsSchema.parse(
        (await call('GET', '/api/admin/stats?range=7d', { bearer: admin })).body,
      );
    await ref.set(
      storedOrder({
        createdAt: Timestamp.now(),
        items: [{ id: product, title: 'Bulk', price: 0.01, qty: 100_000, image: '/img/b.svg' }],
        subtotal: 1000,
        total: 1010,
      }),
    );
    const after = await eventually(stats, (s) => s.topProducts[0]?.id === product);
    expect(after.topProducts[0]).toEqual({ id: product, qty: 100_000 });
    // Placed today (or yesterday, should midnight UTC pass meanwhile).
    const recent = after.series.slice(-2).reduce((sum, point) => sum + point.amount, 0);
    expect(recent).toBeGreaterThanOrEqual(1);
    await ref.delete();
    await eventually(stats, (s) => s.topProducts.every((p) => p.id !== product));
  }, 60_000);
});
