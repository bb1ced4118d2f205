import type { AdminStats, StatsRange } from '../../contract/admin';
import { ORDER_STATUSES } from '../../contract/order';
import { toDollars } from '../../core/money';
import { dayKey, monthKey } from './order-facts';
import { rollupsRepository, type MonthDays, type RollupTotals } from './rollups.repository';
import type { StatsStore } from './stats-store';

const DAY_MS = 86_400_000;
const DAYS_IN: Record<Exclude<StatsRange, '1y'>, number> = { '7d': 7, '30d': 30, '90d': 90 };
const MONTHS_IN_YEAR = 12;
const TOP_PRODUCTS = 5;

/** The chart's buckets, oldest first, and the month documents that hold them. */
export interface RangeBuckets {
  unit: 'day' | 'month';
  /** YYYY-MM-DD for days, YYYY-MM for months. */
  keys: string[];
  months: string[];
}

/** Days: the last n UTC days, today included. 1y: the last 12 UTC months, this one included. */
export function rangeBuckets(range: StatsRange, now: Date): RangeBuckets {
  if (range === '1y') {
    const keys = Array.from({ length: MONTHS_IN_YEAR }, (_, i) => {
      const back = MONTHS_IN_YEAR - 1 - i;
      return monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)));
    });
    return { unit: 'month', keys, months: keys };
  }
  const n = DAYS_IN[range];
  const keys = Array.from({ length: n }, (_, i) =>
    dayKey(new Date(now.getTime() - (n - 1 - i) * DAY_MS)),
  );
  return { unit: 'day', keys, months: [...new Set(keys.map((key) => key.slice(0, 7)))] };
}

/** Counters can dip below 0 for a moment when a delete is delivered before its create. */
const count = (n: number | undefined) => Math.max(0, Math.round(n ?? 0));

function seriesPoint(buckets: RangeBuckets, key: string, months: Map<string, MonthDays>) {
  const days =
    buckets.unit === 'month'
      ? Object.values(months.get(key) ?? {})
      : [months.get(key.slice(0, 7))?.[key.slice(8)]].filter((d) => d !== undefined);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const cents = days.reduce((sum, d) => sum + d.revenueCents, 0);
  return { date: key, amount: count(orders), revenue: toDollars(Math.max(0, cents)) };
}

/** The admin figures from the rollup documents alone (pure). */
export function buildAdminStats(
  rollups: { totals: RollupTotals; months: Map<string, MonthDays> },
  inventory: AdminStats['inventory'],
  buckets: RangeBuckets,
): AdminStats {
  const { totals, months } = rollups;
  const byStatus = Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, count(totals.byStatus[status])]),
  ) as AdminStats['byStatus'];
  const totalOrders = count(totals.orders);
  const revenueCents = Math.max(0, Math.round(totals.revenueCents));
  const earning = totalOrders - byStatus.cancelled;
  const topProducts = Object.entries(totals.productQty)
    .map(([id, qty]) => ({ id, qty: count(qty) }))
    .filter((p) => p.qty > 0)
    .sort((a, b) => b.qty - a.qty || a.id.localeCompare(b.id))
    .slice(0, TOP_PRODUCTS);
  return {
    totalOrders,
    totalRevenue: toDollars(revenueCents),
    averageOrder: earning > 0 ? toDollars(Math.round(revenueCents / earning)) : 0,
    byStatus,
    series: buckets.keys.map((key) => seriesPoint(buckets, key, months)),
    topProducts,
    inventory,
  };
}

/**
 * GET /api/admin/stats: reads the totals, the months of the range (at most 12) and the
 * products, whatever the number of orders.
 */
export async function getAdminStats(
  store: StatsStore,
  range: StatsRange,
  now = new Date(),
): Promise<AdminStats> {
  const buckets = rangeBuckets(range, now);
  const [rollups, inventory] = await Promise.all([
    rollupsRepository.read(store, buckets.months),
    rollupsRepository.inventory(store),
  ]);
  return buildAdminStats(rollups, inventory, buckets);
}
