import { describe, expect, it, vi } from 'vitest';
import type { DocumentData } from 'firebase-admin/firestore';
import type { StatsRange } from '@contract/admin';
import { getAdminStats } from '../../functions/src/features/stats/admin-stats.service';
import {
  rebuildStatsRollups,
  recordOrderWrite,
} from '../../functions/src/features/stats/stats-rollups.service';
import { firestoreReader } from '../../functions/src/features/stats/stats-store';
import { adminDb, requireEmulators, uniqueSuffix } from '../support/emulators';
import {
  countingReader,
  fullScanStats,
  namespacedStatsStore,
  orderWrite,
  randomOrder,
  seededRandom,
  STATS_PRODUCTS,
} from '../support/stats-fixtures';

// The stats service in this process against the Firestore emulator, on a namespace of its
// own (`statsTest/{id}/...`: orders, products and rollups), so the orders other test files
// write at the same time change nothing here and the full scan is exact. The orders go
// through the order trigger's own code (`orderWrite` converts each as the trigger does,
// `recordOrderWrite` records it, one event each), not a copy.
vi.mock('firebase-functions', () => ({
  logger: { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
requireEmulators();

const TIMEOUT = 180_000;
const RANGES: StatsRange[] = ['7d', '30d', '90d', '1y'];

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

describe('admin stats at scale (in process)', () => {
  it(
    'when 100 and then 2,000 orders are placed, then the stats equal a full scan with the same number of reads',
    async () => {
      const db = adminDb();
      const counting = countingReader(firestoreReader(db));
      const store = namespacedStatsStore(db, `statsTest/scale-${uniqueSuffix()}`, counting.reader);
      const now = new Date();
      const random = seededRandom(20_261_122);

      const products = db.batch();
      for (const { id, ...product } of STATS_PRODUCTS) {
        products.set(store.products.doc(id), product);
      }
      await products.commit();

      const place = async (count: number) => {
        const orders: [string, DocumentData][] = Array.from({ length: count }, () => [
          store.orders.doc().id,
          randomOrder(random, now),
        ]);
        for (let i = 0; i < orders.length; i += 500) {
          const batch = db.batch();
          for (const [id, order] of orders.slice(i, i + 500)) {
            batch.set(store.orders.doc(id), order);
          }
          await batch.commit();
        }
        await inParallel(orders, 16, ([id, order]) =>
          recordOrderWrite(store, `create-${id}`, orderWrite(undefined, order)),
        );
      };
      const measured = async (range: StatsRange) => {
        counting.reset();
        const stats = await getAdminStats(store, range, now);
        return { stats, reads: counting.reads() };
      };

      await place(100);
      const small = await measured('30d');
      expect(small.stats).toEqual(await fullScanStats(store, '30d', now));
      expect(small.stats.totalOrders).toBeGreaterThan(80);

      await place(1900);
      const large = await measured('30d');
      expect(large.stats).toEqual(await fullScanStats(store, '30d', now));
      expect(large.stats.totalOrders).toBeGreaterThan(1800);
      expect(large.reads).toBe(small.reads);
      // The totals, the (one or two) months of the last 30 days and the products.
      expect(large.reads).toBeLessThanOrEqual(1 + 2 + STATS_PRODUCTS.length);

      for (const range of RANGES) {
        expect((await measured(range)).stats, range).toEqual(
          await fullScanStats(store, range, now),
        );
      }

      // Rebuilding from a scan gives the very figures the per-order deltas built up.
      const before = await Promise.all(RANGES.map((r) => getAdminStats(store, r, now)));
      await expect(rebuildStatsRollups(store)).resolves.toEqual({ orders: 2000 });
      expect(await Promise.all(RANGES.map((r) => getAdminStats(store, r, now)))).toEqual(before);
    },
    TIMEOUT,
  );
});
