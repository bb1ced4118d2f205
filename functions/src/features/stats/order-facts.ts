import type { OrderStatus } from '../../contract/order';
import { toCents } from '../../core/money';
import type { StoredOrder } from '../orders';

/**
 * What one order contributes to the stats. Counting rules (docs/decisions.md, Stats):
 * every order counts in `orders` and `byStatus`; revenue and product quantities leave
 * cancelled orders out; demo orders (`demo: true`, made by admins to try the shipments
 * workflow) and documents that are not readable orders (the orders feature's converter:
 * null) count nowhere. Days are UTC.
 */
export interface OrderFacts {
  /** UTC day of `createdAt`, YYYY-MM-DD. */
  day: string;
  status: OrderStatus;
  totalCents: number;
  lines: { id: string; qty: number }[];
}

export const dayKey = (date: Date): string => date.toISOString().slice(0, 10);
export const monthKey = (date: Date): string => date.toISOString().slice(0, 7);

/** Null when the order does not count (missing or unreadable: null, or a demo order). */
export function orderFacts(order: StoredOrder | null): OrderFacts | null {
  if (!order || order.demo) return null;
  return {
    day: dayKey(new Date(order.createdAt)),
    status: order.status,
    totalCents: toCents(order.total),
    lines: order.items.map(({ id, qty }) => ({ id, qty })),
  };
}

/** Changes to the rollup counters; applied with increments, so deltas commute. */
export interface RollupDelta {
  orders: number;
  revenueCents: number;
  byStatus: Partial<Record<OrderStatus, number>>;
  productQty: Record<string, number>;
  /** By UTC day, YYYY-MM-DD. */
  days: Record<string, { orders: number; revenueCents: number }>;
}

export const emptyDelta = (): RollupDelta => ({
  orders: 0,
  revenueCents: 0,
  byStatus: {},
  productQty: {},
  days: {},
});

/** Adds (`sign` 1) or takes away (`sign` -1) one order's contribution. */
export function addOrder(delta: RollupDelta, facts: OrderFacts, sign: 1 | -1): void {
  const earns = facts.status !== 'cancelled';
  const revenue = earns ? facts.totalCents : 0;
  delta.orders += sign;
  delta.revenueCents += sign * revenue;
  delta.byStatus[facts.status] = (delta.byStatus[facts.status] ?? 0) + sign;
  if (earns) {
    for (const line of facts.lines) {
      delta.productQty[line.id] = (delta.productQty[line.id] ?? 0) + sign * line.qty;
    }
  }
  const day = (delta.days[facts.day] ??= { orders: 0, revenueCents: 0 });
  day.orders += sign;
  day.revenueCents += sign * revenue;
}

const nonZero = <T>(record: Record<string, T>, keep: (value: T) => boolean) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => keep(value)));

/** What an order write (create: before null; delete: after null) changes. */
export function rollupDelta(before: OrderFacts | null, after: OrderFacts | null): RollupDelta {
  const delta = emptyDelta();
  if (before) addOrder(delta, before, -1);
  if (after) addOrder(delta, after, 1);
  return {
    orders: delta.orders,
    revenueCents: delta.revenueCents,
    byStatus: nonZero(delta.byStatus, (n) => n !== 0),
    productQty: nonZero(delta.productQty, (n) => n !== 0),
    days: nonZero(delta.days, (d) => d.orders !== 0 || d.revenueCents !== 0),
  };
}

export const isEmptyDelta = (delta: RollupDelta): boolean =>
  delta.orders === 0 &&
  delta.revenueCents === 0 &&
  Object.keys(delta.byStatus).length === 0 &&
  Object.keys(delta.productQty).length === 0 &&
  Object.keys(delta.days).length === 0;
