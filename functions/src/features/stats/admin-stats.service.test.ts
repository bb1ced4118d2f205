import { describe, expect, it } from 'vitest';
import { buildAdminStats, rangeBuckets } from './admin-stats.service';
import type { MonthDays } from './rollups.repository';

const now = new Date('2026-03-02T10:00:00Z');

describe('rangeBuckets', () => {
  it('when the range is in days, then one key per UTC day, today last, and the months holding them', () => {
    const week = rangeBuckets('7d', now);
    expect(week.unit).toBe('day');
    expect(week.keys).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(week.months).toEqual(['2026-02', '2026-03']);
    expect(rangeBuckets('30d', now).keys).toHaveLength(30);
    const quarter = rangeBuckets('90d', now);
    expect(quarter.keys).toHaveLength(90);
    expect(quarter.keys[0]).toBe('2025-12-03');
    expect(quarter.months).toEqual(['2025-12', '2026-01', '2026-02', '2026-03']);
  });

  it('when the range is 1y, then the last 12 UTC months, this one last', () => {
    const year = rangeBuckets('1y', now);
    expect(year.unit).toBe('month');
    expect(year.keys[0]).toBe('2025-04');
    expect(year.keys[11]).toBe('2026-03');
    expect(year.months).toEqual(year.keys);
  });
});

describe('buildAdminStats', () => {
  const rollups = {
    totals: {
      orders: 5,
      revenueCents: 10_001,
      byStatus: { new: 2, shipped: 1, cancelled: 2 },
      productQty: { a: 1, b: 9, c: 4, d: 4, e: 2, f: 3, gone: 0 },
    },
    months: new Map<string, MonthDays>([
      ['2026-02', { '28': { orders: 2, revenueCents: 2550 } }],
      [
        '2026-03',
        { '01': { orders: 1, revenueCents: 0 }, '02': { orders: 2, revenueCents: 7451 } },
      ],
    ]),
  };

  it('when built, then all six statuses, revenue in dollars, average over non-cancelled orders, top 5', () => {
    const stats = buildAdminStats(rollups, [], rangeBuckets('7d', now));
    expect(stats.totalOrders).toBe(5);
    expect(stats.totalRevenue).toBe(100.01);
    expect(stats.averageOrder).toBe(33.34);
    expect(stats.byStatus).toEqual({
      new: 2,
      paid: 0,
      packed: 0,
      shipped: 1,
      delivered: 0,
      cancelled: 2,
    });
    expect(stats.topProducts).toEqual([
      { id: 'b', qty: 9 },
      { id: 'c', qty: 4 },
      { id: 'd', qty: 4 },
      { id: 'f', qty: 3 },
      { id: 'e', qty: 2 },
    ]);
  });

  it('when days have no orders, then their points are 0; 1y sums each month', () => {
    const week = buildAdminStats(rollups, [], rangeBuckets('7d', now)).series;
    expect(week.map((p) => p.amount)).toEqual([0, 0, 0, 0, 2, 1, 2]);
    expect(week.at(-1)).toEqual({ date: '2026-03-02', amount: 2, revenue: 74.51 });
    const year = buildAdminStats(rollups, [], rangeBuckets('1y', now)).series;
    expect(year.at(-1)).toEqual({ date: '2026-03', amount: 3, revenue: 74.51 });
    expect(year.at(-2)).toEqual({ date: '2026-02', amount: 2, revenue: 25.5 });
    expect(year.slice(0, 10).every((p) => p.amount === 0 && p.revenue === 0)).toBe(true);
  });

  it('when there are no orders or a counter dipped below 0, then zeros, never negatives', () => {
    const empty = buildAdminStats(
      {
        totals: { orders: -1, revenueCents: 0, byStatus: { new: -1 }, productQty: { a: -2 } },
        months: new Map(),
      },
      [{ id: 'p1', title: 'Robot', stock: 3 }],
      rangeBuckets('30d', now),
    );
    expect(empty.totalOrders).toBe(0);
    expect(empty.averageOrder).toBe(0);
    expect(empty.byStatus.new).toBe(0);
    expect(empty.topProducts).toEqual([]);
    expect(empty.series).toHaveLength(30);
    expect(empty.inventory).toEqual([{ id: 'p1', title: 'Robot', stock: 3 }]);
  });
});
