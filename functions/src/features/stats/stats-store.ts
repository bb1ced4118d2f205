import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { db } from '../../core/firebase';
import { allUsers } from '../auth';
import { storedOrdersRepository, type StoredOrder } from '../orders';
import { allProducts } from '../products';

/**
 * Where the stats feature reads and writes. The live store uses the top-level collections;
 * tests point a store at a namespace of their own (`pathsUnder`) so figures can be compared
 * exactly while other tests write orders to the live collections.
 */
export interface StatsPaths {
  /** Doc: all-time totals {orders, revenueCents, byStatus, productQty}. */
  totals: string;
  /** Collection of `YYYY-MM` docs {days: {DD: {orders, revenueCents}}}. */
  months: string;
  /** Collection of markers, one per applied trigger event (idempotency). */
  events: string;
  /** Collection of `YYYY-MM-DD` and `all-time` docs, each with `shards/{0..N-1}` {count}. */
  visits: string;
  /** Collection of markers, one per client counted per UTC day (`visitClientId`) {expiresAt}. */
  visitClients: string;
  /** Doc: the figures from before live counting {visitors, community, shipped}. */
  base: string;
  /** Doc: what GET /api/stats serves. */
  publicStats: string;
}

export const LIVE_PATHS: StatsPaths = {
  totals: 'statsRollup/totals',
  months: 'statsMonthly',
  events: 'statsEvents',
  visits: 'visits',
  visitClients: 'visitClients',
  base: 'stats/base',
  publicStats: 'stats/public',
};

/** The same layout below one document (`root` has an even number of segments). */
export function pathsUnder(root: string): StatsPaths {
  const paths = { ...LIVE_PATHS };
  for (const key of Object.keys(paths) as (keyof StatsPaths)[]) {
    paths[key] = `${root}/${paths[key]}`;
  }
  return paths;
}

/**
 * Every read of the stats answers goes through this, so a test can count the documents
 * read (what Firestore bills) by wrapping it.
 */
export interface DocReader {
  getAll(refs: DocumentReference[]): Promise<DocumentSnapshot[]>;
  list(query: Query): Promise<QueryDocumentSnapshot[]>;
}

export function firestoreReader(firestore: Firestore): DocReader {
  return {
    getAll: (refs) => (refs.length === 0 ? Promise.resolve([]) : firestore.getAll(...refs)),
    list: async (query) => (await query.get()).docs,
  };
}

export interface StatsStore {
  db: Firestore;
  paths: StatsPaths;
  reader: DocReader;
  /** Every stored order a page at a time, for the rebuild: the orders feature's (tests: their own). */
  orderPages: () => AsyncIterable<StoredOrder[]>;
  /** The catalogue the inventory lists: the products feature's (tests pass one of their own). */
  products: Query;
  /** The user documents the community figure counts: the auth feature's (tests pass their own). */
  users: Query;
}

export const liveStatsStore = (): StatsStore => ({
  db,
  paths: LIVE_PATHS,
  reader: firestoreReader(db),
  orderPages: () => storedOrdersRepository.everyOrder(),
  products: allProducts(),
  users: allUsers(),
});
