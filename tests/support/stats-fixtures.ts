import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type Firestore,
} from 'firebase-admin/firestore';
import { ORDER_STATUSES, type OrderStatus } from '@contract/order';
import type { AdminStats, StatsRange } from '@contract/admin';
import {
  orderChange,
  parseStoredOrder,
  type OrderChange,
} from '../../functions/src/features/orders';
import {
  firestoreReader,
  pathsUnder,
  type DocReader,
  type StatsStore,
} from '../../functions/src/features/stats/stats-store';
import { shipping } from './accounts';

/**
 * Stats test helpers: orders to seed, a reader that counts the documents it reads (what
 * Firestore bills: one per document returned, at least one per query), and the full-scan
 * reference the rollups must agree with, written from the counting rules directly.
 */

const DAY_MS = 86_400_000;

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const STATS_PRODUCTS = [
  { id: 'stat-robot', title: 'Robot', price: 12.5, stock: 4 },
  { id: 'stat-dragon', title: 'Dragon', price: 30, stock: 0 },
  { id: 'stat-mech', title: 'Mech', price: 19.99, stock: 12 },
  { id: 'stat-ninja', title: 'Ninja', price: 7.25, stock: 3 },
  { id: 'stat-pilot', title: 'Pilot', price: 45.1, stock: 8 },
  { id: 'stat-kaiju', title: 'Kaiju', price: 64.95, stock: 1 },
  { id: 'stat-rover', title: 'Rover', price: 9.99, stock: 30 },
];

/** An order as stored, placed at most `days` days before `now`; a few are demo orders. */
export function randomOrder(random: () => number, now: Date, days = 420): DocumentData {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
    const product = pick(STATS_PRODUCTS);
    return {
      id: product.id,
      title: product.title,
      price: product.price,
      qty: 1 + Math.floor(random() * 3),
      image: '/img/x.svg',
    };
  });
  const subtotal = Math.round(lines.reduce((sum, l) => sum + l.price * l.qty * 100, 0)) / 100;
  const order: DocumentData = {
    createdAt: Timestamp.fromMillis(now.getTime() - Math.floor(random() * days * DAY_MS)),
    status: pick(ORDER_STATUSES),
    items: lines,
    subtotal,
    shipping: 10,
    tax: 0,
    discount: 0,
    bonusDiscount: 0,
    coupon: null,
    total: Math.round((subtotal + 10) * 100) / 100,
    tracking: null,
    userUid: null,
    userEmail: 'stats@example.com',
    userName: 'Stats',
    shippingData: shipping({ email: 'stats@example.com' }),
  };
  if (random() < 0.05) order.demo = true;
  return order;
}

/**
 * A whole order as the order transaction stores one (other features read the shared
 * `orders` collection while these tests run), paid, $30 for two of 'toy-a' by default.
 */
export function storedOrder(over: DocumentData = {}): DocumentData {
  return {
    status: 'paid',
    createdAt: Timestamp.fromDate(new Date('2026-01-15T08:00:00Z')),
    items: [{ id: 'toy-a', title: 'A', price: 10, qty: 2, image: '/img/a.svg' }],
    subtotal: 20,
    shipping: 10,
    tax: 0,
    discount: 0,
    bonusDiscount: 0,
    coupon: null,
    total: 30,
    tracking: null,
    userUid: null,
    userEmail: 'stats@example.com',
    userName: 'Stats Test',
    shippingData: shipping({ email: 'stats@example.com' }),
    idempotencyKey: `stats-${Math.random().toString(36).slice(2)}`,
    ...over,
  };
}

/**
 * One write of an order as the order trigger converts it (the orders feature's
 * `orderChange`): `before` missing is a creation, `after` missing a deletion.
 */
export function orderWrite(before?: DocumentData, after?: DocumentData): OrderChange {
  const side = (data: DocumentData | undefined) => ({
    id: 'stats-order',
    exists: data !== undefined,
    data: () => data,
  });
  return orderChange(side(before), side(after));
}

/** A stats store with the collections a test writes to directly. */
export type NamespacedStatsStore = StatsStore & {
  orders: CollectionReference;
  products: CollectionReference;
  users: CollectionReference;
};

/**
 * A stats store on a namespace of its own below `root` (`statsTest/{name}`): its rollups,
 * orders (which the rebuild reads, converted by the orders feature), users and a catalogue
 * (`products`) of its own, so figures can be compared exactly while other test files write
 * to the live collections.
 */
export function namespacedStatsStore(
  db: Firestore,
  root: string,
  reader: DocReader = firestoreReader(db),
): NamespacedStatsStore {
  const orders = db.collection(`${root}/orders`);
  return {
    db,
    paths: pathsUnder(root),
    reader,
    orders,
    orderPages: async function* () {
      yield (await orders.get()).docs.flatMap((doc) => parseStoredOrder(doc) ?? []);
    },
    products: db.collection(`${root}/products`),
    users: db.collection(`${root}/users`),
  };
}

export interface CountingReader {
  reader: DocReader;
  reads: () => number;
  reset: () => void;
}

export function countingReader(inner: DocReader): CountingReader {
  let reads = 0;
  return {
    reader: {
      async getAll(refs) {
        const snaps = await inner.getAll(refs);
        reads += snaps.length;
        return snaps;
      },
      async list(query) {
        const docs = await inner.list(query);
        reads += Math.max(1, docs.length);
        return docs;
      },
    },
    reads: () => reads,
    reset: () => {
      reads = 0;
    },
  };
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * GET /api/admin/stats computed the expensive way, from every order: all orders count,
 * cancelled ones earn nothing, demo orders and unreadable documents are left out, UTC days.
 */
export async function fullScanStats(
  store: NamespacedStatsStore,
  range: StatsRange,
  now: Date,
): Promise<AdminStats> {
  const [orders, products] = await Promise.all([store.orders.get(), store.products.get()]);
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<
    OrderStatus,
    number
  >;
  const qty = new Map<string, number>();
  const perDay = new Map<string, { amount: number; cents: number }>();
  let totalOrders = 0;
  let cents = 0;
  for (const doc of orders.docs) {
    const o = doc.data();
    if (o.demo === true || !(o.createdAt instanceof Timestamp)) continue;
    const status = o.status as OrderStatus;
    if (!ORDER_STATUSES.includes(status) || typeof o.total !== 'number') continue;
    const earned = status === 'cancelled' ? 0 : Math.round(o.total * 100);
    totalOrders += 1;
    byStatus[status] += 1;
    cents += earned;
    if (status !== 'cancelled') {
      for (const line of o.items as { id: string; qty: number }[]) {
        qty.set(line.id, (qty.get(line.id) ?? 0) + line.qty);
      }
    }
    const day = dayOf(o.createdAt.toMillis());
    const bucket = perDay.get(day) ?? { amount: 0, cents: 0 };
    bucket.amount += 1;
    bucket.cents += earned;
    perDay.set(day, bucket);
  }

  let series: AdminStats['series'];
  if (range === '1y') {
    series = Array.from({ length: 12 }, (_, i) => {
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1))
        .toISOString()
        .slice(0, 7);
      const days = [...perDay].filter(([day]) => day.startsWith(month)).map(([, b]) => b);
      return {
        date: month,
        amount: days.reduce((s, b) => s + b.amount, 0),
        revenue: days.reduce((s, b) => s + b.cents, 0) / 100,
      };
    });
  } else {
    const n = { '7d': 7, '30d': 30, '90d': 90 }[range];
    series = Array.from({ length: n }, (_, i) => {
      const date = dayOf(now.getTime() - (n - 1 - i) * DAY_MS);
      const b = perDay.get(date);
      return { date, amount: b?.amount ?? 0, revenue: (b?.cents ?? 0) / 100 };
    });
  }
  const earning = totalOrders - byStatus.cancelled;
  return {
    totalOrders,
    totalRevenue: cents / 100,
    averageOrder: earning > 0 ? Math.round(cents / earning) / 100 : 0,
    byStatus,
    series,
    topProducts: [...qty]
      .map(([id, n]) => ({ id, qty: n }))
      .filter((p) => p.qty > 0)
      .sort((a, b) => b.qty - a.qty || a.id.localeCompare(b.id))
      .slice(0, 5),
    inventory: products.docs
      .map((d) => ({ id: d.id, title: String(d.data().title), stock: Number(d.data().stock) }))
      .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id)),
  };
}

/** Polls `read` until `done` holds or the deadline passes (then fails with the last value). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 30_000, intervalMs = 250 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(
        `Condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
