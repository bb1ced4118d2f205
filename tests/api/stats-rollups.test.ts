import { describe, expect, it, vi } from 'vitest';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { recordOrderWrite } from '../../functions/src/features/stats/stats-rollups.service';
import { LIVE_PATHS, type StatsPaths } from '../../functions/src/features/stats/stats-store';
import { adminDb, requireEmulators, uniqueSuffix } from '../support/emulators';
import {
  eventually,
  namespacedStatsStore,
  orderWrite,
  storedOrder,
} from '../support/stats-fixtures';

vi.mock('firebase-functions', () => ({
  logger: { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
requireEmulators();

async function rollups(paths: StatsPaths, month: string) {
  const db = adminDb();
  const [totals, months] = await Promise.all([
    db.doc(paths.totals).get(),
    db.collection(paths.months).doc(month).get(),
  ]);
  return { totals: totals.data() ?? {}, days: (months.data()?.days ?? {}) as DocumentData };
}

describe('rollup deltas (in process, a namespace of their own)', () => {
  it('when orders are created, change status and are deleted, then the rollups follow exactly', async () => {
    const db = adminDb();
    const store = namespacedStatsStore(db, `statsTest/deltas-${uniqueSuffix()}`);
    const { paths } = store;
    const paid = storedOrder({});
    const other = storedOrder({
      status: 'new',
      total: 12.34,
      createdAt: Timestamp.fromDate(new Date('2026-01-31T23:59:59Z')),
      items: [{ id: 'toy-b', title: 'B', price: 2.34, qty: 1, image: '/b.svg' }],
    });

    await expect(recordOrderWrite(store, 'e1', orderWrite(undefined, paid))).resolves.toBe(
      'applied',
    );
    await expect(recordOrderWrite(store, 'e2', orderWrite(undefined, other))).resolves.toBe(
      'applied',
    );
    let now = await rollups(paths, '2026-01');
    expect(now.totals).toMatchObject({
      orders: 2,
      revenueCents: 4234,
      byStatus: { paid: 1, new: 1 },
      productQty: { 'toy-a': 2, 'toy-b': 1 },
    });
    expect(now.days).toEqual({
      '15': { orders: 1, revenueCents: 3000 },
      '31': { orders: 1, revenueCents: 1234 },
    });

    const cancelled = { ...paid, status: 'cancelled' };
    await expect(recordOrderWrite(store, 'e3', orderWrite(paid, cancelled))).resolves.toBe(
      'applied',
    );
    now = await rollups(paths, '2026-01');
    expect(now.totals).toMatchObject({
      orders: 2,
      revenueCents: 1234,
      byStatus: { paid: 0, new: 1, cancelled: 1 },
      productQty: { 'toy-a': 0, 'toy-b': 1 },
    });
    expect(now.days['15']).toEqual({ orders: 1, revenueCents: 0 });

    const tracked = { ...cancelled, tracking: { code: 'TRK1' } };
    await expect(recordOrderWrite(store, 'e4', orderWrite(cancelled, tracked))).resolves.toBe(
      'unchanged',
    );

    await expect(recordOrderWrite(store, 'e5', orderWrite(other, undefined))).resolves.toBe(
      'applied',
    );
    now = await rollups(paths, '2026-01');
    expect(now.totals).toMatchObject({ orders: 1, revenueCents: 0, byStatus: { new: 0 } });
    expect(now.days['31']).toEqual({ orders: 0, revenueCents: 0 });
  });

  it('when the same event is delivered twice, even at once, then it is counted once', async () => {
    const db = adminDb();
    const store = namespacedStatsStore(db, `statsTest/replay-${uniqueSuffix()}`);
    const { paths } = store;
    const created = storedOrder({ status: 'shipped' });

    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        recordOrderWrite(store, 'same-event', orderWrite(undefined, created)),
      ),
    );
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(4);
    await expect(
      recordOrderWrite(store, 'same-event', orderWrite(undefined, created)),
    ).resolves.toBe('duplicate');
    const now = await rollups(paths, '2026-01');
    expect(now.totals).toMatchObject({ orders: 1, revenueCents: 3000, byStatus: { shipped: 1 } });
    expect(now.days['15']).toEqual({ orders: 1, revenueCents: 3000 });
  });
});

describe('order trigger (statsOrderRollup in the Functions emulator)', () => {
  it('when an order is created, cancelled, shipped and deleted, then the live rollups follow', async () => {
    const db = adminDb();
    // A day and a product no other test uses, so the figures read are this order's alone.
    const suffix = uniqueSuffix();
    const pick = (n: number) => Math.floor(Math.random() * n);
    const day = new Date(Date.UTC(2001 + pick(20), pick(12), 1 + pick(28), 12));
    const [month, dd] = [day.toISOString().slice(0, 7), day.toISOString().slice(8, 10)];
    const product = `stats-trigger-${suffix}`;
    const ref = db.collection('orders').doc(`stats-trigger-${suffix}`);
    const live = async () => {
      const now = await rollups(LIVE_PATHS, month);
      const qty = (now.totals.productQty ?? {}) as Record<string, number>;
      return { day: now.days[dd] as DocumentData | undefined, qty: qty[product] };
    };
    const expectLive = (want: { orders: number; revenueCents: number; qty: number }) =>
      eventually(
        live,
        (now) =>
          now.day?.orders === want.orders &&
          now.day.revenueCents === want.revenueCents &&
          now.qty === want.qty,
      );

    await ref.set(
      storedOrder({
        createdAt: Timestamp.fromDate(day),
        items: [{ id: product, title: 'P', price: 8, qty: 3, image: '/p.svg' }],
        total: 34,
      }),
    );
    await expectLive({ orders: 1, revenueCents: 3400, qty: 3 });

    await ref.update({ status: 'cancelled' });
    await expectLive({ orders: 1, revenueCents: 0, qty: 0 });

    await ref.update({ status: 'shipped' });
    await expectLive({ orders: 1, revenueCents: 3400, qty: 3 });

    await ref.delete();
    await expectLive({ orders: 0, revenueCents: 0, qty: 0 });
  }, 120_000);
});
