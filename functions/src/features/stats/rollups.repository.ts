import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { isFirestoreError } from '../../core/firebase-errors';
import { toStockRow, type StockRow } from '../products';
import type { RollupDelta } from './order-facts';
import type { StatsStore } from './stats-store';

/**
 * Layout (paths from the store): `totals` {orders, revenueCents, byStatus: {status: n},
 * productQty: {productId: qty}, updatedAt}; `months/{YYYY-MM}` {days: {DD: {orders,
 * revenueCents}}}; `events/{eventId}` {appliedAt, expireAt}. Money is in whole cents so
 * increments never drift.
 */

/** Markers only need to outlive redeliveries; a TTL policy on `expireAt` deletes them. */
const EVENT_MARKER_DAYS = 30;
const BATCH_LIMIT = 500;

const CountSchema = z.number().catch(0);
const CountMapSchema = z.record(z.string(), CountSchema).catch({});

const TotalsDocSchema = z.object({
  orders: CountSchema,
  revenueCents: CountSchema,
  byStatus: CountMapSchema,
  productQty: CountMapSchema,
});
export type RollupTotals = z.infer<typeof TotalsDocSchema>;

const DaySchema = z.object({ orders: CountSchema, revenueCents: CountSchema });
const MonthDocSchema = z.object({ days: z.record(z.string(), DaySchema).catch({}) });
/** A month's days by day of month (DD). */
export type MonthDays = Record<string, z.infer<typeof DaySchema>>;

const increment = (n: number) => FieldValue.increment(n);
const incrementAll = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).map(([key, n]) => [key, increment(n)]));

/** Increments for the totals; empty maps are left out, since a merge would replace the field. */
function totalsChange(delta: RollupDelta): DocumentData {
  const change: DocumentData = {
    orders: increment(delta.orders),
    revenueCents: increment(delta.revenueCents),
    updatedAt: FieldValue.serverTimestamp(),
  };
  if (Object.keys(delta.byStatus).length > 0) change.byStatus = incrementAll(delta.byStatus);
  if (Object.keys(delta.productQty).length > 0) change.productQty = incrementAll(delta.productQty);
  return change;
}

/** The delta's days grouped by month: `{YYYY-MM: {DD: {orders, revenueCents}}}`. */
function byMonth(days: RollupDelta['days']): Map<string, MonthDays> {
  const months = new Map<string, MonthDays>();
  for (const [day, figures] of Object.entries(days)) {
    const month = day.slice(0, 7);
    const entry = months.get(month) ?? {};
    entry[day.slice(8)] = figures;
    months.set(month, entry);
  }
  return months;
}

/** Firestore ids cannot contain '/'; event ids are opaque strings. */
const markerId = (eventId: string) => eventId.replaceAll('/', '_');

export const rollupsRepository = {
  /**
   * Applies the delta and creates the event's marker in one batch. Increments need no reads,
   * so concurrent orders never make each other retry; a redelivered event fails on the
   * existing marker and the whole batch (its increments too) is dropped. False then.
   */
  async applyDelta(store: StatsStore, eventId: string, delta: RollupDelta): Promise<boolean> {
    const { db, paths } = store;
    const now = Timestamp.now();
    const batch = db.batch();
    batch.create(db.collection(paths.events).doc(markerId(eventId)), {
      appliedAt: now,
      expireAt: Timestamp.fromMillis(now.toMillis() + EVENT_MARKER_DAYS * 86_400_000),
    });
    batch.set(db.doc(paths.totals), totalsChange(delta), { merge: true });
    for (const [month, days] of byMonth(delta.days)) {
      const change = Object.fromEntries(
        Object.entries(days).map(([dd, d]) => [
          dd,
          { orders: increment(d.orders), revenueCents: increment(d.revenueCents) },
        ]),
      );
      batch.set(db.collection(paths.months).doc(month), { days: change }, { merge: true });
    }
    try {
      await batch.commit();
      return true;
    } catch (err) {
      if (isFirestoreError(err, 'ALREADY_EXISTS')) return false;
      throw err;
    }
  },

  /** The totals and the given months, in one round trip (1 + months.length reads). */
  async read(
    store: StatsStore,
    months: readonly string[],
  ): Promise<{ totals: RollupTotals; months: Map<string, MonthDays> }> {
    const { db, paths, reader } = store;
    const [totalsSnap, ...monthSnaps] = await reader.getAll([
      db.doc(paths.totals),
      ...months.map((month) => db.collection(paths.months).doc(month)),
    ]);
    return {
      totals: TotalsDocSchema.parse(totalsSnap?.data() ?? {}),
      months: new Map(
        monthSnaps.map((snap) => [snap.id, MonthDocSchema.parse(snap.data() ?? {}).days]),
      ),
    };
  },

  /** Stock of every product, by title; products whose title or stock is unreadable are left out. */
  async inventory(store: StatsStore): Promise<StockRow[]> {
    const docs = await store.reader.list(store.products);
    return docs
      .map(toStockRow)
      .filter((row): row is StockRow => row !== null)
      .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
  },

  /** Replaces every rollup document with the given figures; months not in it are deleted. */
  async replaceAll(store: StatsStore, rollup: RollupDelta): Promise<number> {
    const { db, paths } = store;
    const months = byMonth(rollup.days);
    const writes: ((batch: WriteBatch) => void)[] = [
      (batch) =>
        batch.set(db.doc(paths.totals), {
          orders: rollup.orders,
          revenueCents: rollup.revenueCents,
          byStatus: rollup.byStatus,
          productQty: rollup.productQty,
          updatedAt: FieldValue.serverTimestamp(),
        }),
    ];
    for (const [month, days] of months) {
      writes.push((batch) => batch.set(db.collection(paths.months).doc(month), { days }));
    }
    const existing = await db.collection(paths.months).listDocuments();
    for (const ref of existing) {
      if (!months.has(ref.id)) writes.push((batch) => batch.delete(ref));
    }
    for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
      const batch = db.batch();
      for (const write of writes.slice(i, i + BATCH_LIMIT)) write(batch);
      await batch.commit();
    }
    return months.size;
  },
};
