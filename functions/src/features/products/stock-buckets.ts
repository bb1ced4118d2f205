import { beforeRelease, isDrop, type DropTimes } from '../../contract/drop';

/**
 * Stock buckets (issue 23): a first-come drop's units are spread over a few small documents,
 * so that simultaneous buyers take from different documents instead of all racing for one.
 * `products/{id}.stock` stays the truth everything reads: a bucket take lowers it by the same
 * units with an increment, which needs no read and so no race. The buckets hold at most the
 * product's stock (units outside them are "loose": returned or restocked units, taken with a
 * guarded write of the product as before), so the product never goes below zero.
 */

/** Buckets of one drop: enough that 100 buyers rarely meet, few enough to read in one call. */
export const STOCK_BUCKETS = 16;

/** Below this stock a product keeps one document: a handful of buyers barely contend. */
export const BUCKETS_FROM_STOCK = 8;

/** One bucket as read: its units, and the update time its guarded write names. */
export interface Bucket<V> {
  index: number;
  units: number;
  version: V;
}

/** A product's stock as an order or an admin's order change takes it. */
export interface StockView<V> {
  stock: number;
  /** The product's update time as read (guards a write of loose units). */
  version: V;
  /** Empty when the product has no buckets. */
  buckets: readonly Bucket<V>[];
}

/** What one take writes: units from some buckets, and the rest from the loose units. */
export interface TakePlan<V> {
  fromBuckets: { bucket: Bucket<V>; units: number }[];
  loose: number;
}

/** `stock` units over `count` buckets, as even as can be (the first ones get the remainder). */
export function splitUnits(stock: number, count: number): number[] {
  const base = Math.floor(stock / count);
  return Array.from({ length: count }, (_, i) => base + (i < stock % count ? 1 : 0));
}

/** The bucket count to build for this stock. */
export const bucketCountFor = (stock: number): number => Math.min(STOCK_BUCKETS, stock);

/**
 * Whether an order should spread this product into buckets first: a first-come drop on sale
 * (released, within its window; a raffle sells to its drawn entries, a few at a time) with
 * enough stock, and none built yet.
 */
export function wantsBuckets(
  product: DropTimes & { stock: number },
  bucketCount: number,
  nowMs: number,
): boolean {
  if (bucketCount > 0 || product.raffle === true || product.stock < BUCKETS_FROM_STOCK) {
    return false;
  }
  // Not a raffle, so a drop here is one with a release time, and this one is on sale.
  return isDrop(product, nowMs) && !beforeRelease(product, nowMs);
}

/**
 * Takes `qty` units: first from buckets in a random order (so buyers spread), then the rest
 * from the loose units. The caller has checked `stock >= qty`; since the buckets never hold
 * more than the stock, the loose units then cover the rest.
 */
export function planTake<V>(
  view: StockView<V>,
  qty: number,
  random: () => number = Math.random,
): TakePlan<V> {
  const open = view.buckets.filter((bucket) => bucket.units > 0);
  // Fisher-Yates: each buyer starts from a different bucket.
  for (let i = open.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = open[i];
    const b = open[j];
    if (a !== undefined && b !== undefined) [open[i], open[j]] = [b, a];
  }
  const fromBuckets: TakePlan<V>['fromBuckets'] = [];
  let left = qty;
  for (const bucket of open) {
    if (left === 0) break;
    const units = Math.min(left, bucket.units);
    fromBuckets.push({ bucket, units });
    left -= units;
  }
  return { fromBuckets, loose: left };
}
