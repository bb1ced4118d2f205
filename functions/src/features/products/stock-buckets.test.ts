import { describe, expect, it } from 'vitest';
import {
  BUCKETS_FROM_STOCK,
  STOCK_BUCKETS,
  bucketCountFor,
  planTake,
  splitUnits,
  wantsBuckets,
  type StockView,
} from './stock-buckets';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-26T18:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

const view = (stock: number, units: number[]): StockView<string> => ({
  stock,
  version: 'p1',
  buckets: units.map((u, index) => ({ index, units: u, version: `b${String(index)}` })),
});

describe('splitUnits', () => {
  it.each([
    [40, 16],
    [8, 8],
    [17, 16],
    [100, 16],
  ])('spreads %i units over %i buckets evenly, summing to the stock', (stock, count) => {
    const units = splitUnits(stock, count);
    expect(units).toHaveLength(count);
    expect(units.reduce((a, b) => a + b, 0)).toBe(stock);
    expect(Math.max(...units) - Math.min(...units)).toBeLessThanOrEqual(1);
  });

  it('builds at most STOCK_BUCKETS buckets, and no empty one for a small stock', () => {
    expect(bucketCountFor(1000)).toBe(STOCK_BUCKETS);
    expect(bucketCountFor(9)).toBe(9);
  });
});

describe('wantsBuckets', () => {
  const drop = { releaseAt: iso(NOW - HOUR), stock: 40 };

  it('is true for a first-come drop on sale with enough stock and no buckets yet', () => {
    expect(wantsBuckets(drop, 0, NOW)).toBe(true);
  });

  it.each([
    ['it already has buckets', drop, 16],
    ['it is not released yet', { ...drop, releaseAt: iso(NOW + HOUR) }, 0],
    ['its drop window has passed', { ...drop, releaseAt: iso(NOW - 25 * HOUR) }, 0],
    ['it has no release time', { stock: 40 }, 0],
    ['it is sold by raffle', { ...drop, raffle: true }, 0],
    ['its stock is small', { ...drop, stock: BUCKETS_FROM_STOCK - 1 }, 0],
  ])('is false when %s', (_why, product, count) => {
    expect(wantsBuckets(product, count, NOW)).toBe(false);
  });
});

describe('planTake', () => {
  it('takes one unit from one open bucket and nothing loose', () => {
    const plan = planTake(view(3, [0, 2, 1]), 1, () => 0);
    expect(plan.loose).toBe(0);
    expect(plan.fromBuckets).toHaveLength(1);
    expect(plan.fromBuckets[0]?.bucket.units).toBeGreaterThan(0);
    expect(plan.fromBuckets[0]?.units).toBe(1);
  });

  it('spreads buyers: different random draws start from different buckets', () => {
    const v = view(
      16,
      Array.from({ length: 16 }, () => 1),
    );
    const first = new Set(
      [0, 0.2, 0.4, 0.6, 0.8, 0.99].map(
        (r) => planTake(v, 1, () => r).fromBuckets[0]?.bucket.index,
      ),
    );
    expect(first.size).toBeGreaterThan(3);
  });

  it('takes a larger quantity from several buckets, never more than a bucket holds', () => {
    const plan = planTake(view(5, [2, 0, 2, 1]), 4, Math.random);
    expect(plan.loose).toBe(0);
    expect(plan.fromBuckets.reduce((sum, part) => sum + part.units, 0)).toBe(4);
    for (const part of plan.fromBuckets) expect(part.units).toBeLessThanOrEqual(part.bucket.units);
  });

  it('takes what the buckets lack from the loose units (returned or restocked)', () => {
    const plan = planTake(view(6, [1, 0, 1]), 3, Math.random);
    expect(plan.fromBuckets.reduce((sum, part) => sum + part.units, 0)).toBe(2);
    expect(plan.loose).toBe(1);
  });

  it('takes only loose units from a product without buckets', () => {
    expect(planTake(view(5, []), 2)).toEqual({ fromBuckets: [], loose: 2 });
  });
});
