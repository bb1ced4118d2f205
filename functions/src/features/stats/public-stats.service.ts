import { createHash, randomInt } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { PublicStats } from '../../contract/stats';
import { isFirestoreError } from '../../core/firebase-errors';
import { dayKey } from './order-facts';
import { rollupsRepository } from './rollups.repository';
import { statsLog } from './stats.log';
import type { StatsStore } from './stats-store';

/**
 * Visitors without a hot document: each visit increments one of VISIT_SHARDS counters picked
 * at random, for its UTC day and for all time (`visits/{YYYY-MM-DD}/shards/{k}`,
 * `visits/all-time/shards/{k}` {count}), so simultaneous visits rarely touch the same
 * document (one document takes about one sustained write a second). The scheduled job adds
 * the all-time shards up.
 */
export const VISIT_SHARDS = 10;
export const ALL_TIME = 'all-time';

/** Figures from before live counting (the seed's marketing-size numbers); missing ones are 0. */
const BaseSchema = z.object({
  visitors: z.int().nonnegative().catch(0),
  community: z.int().nonnegative().catch(0),
  shipped: z.int().nonnegative().catch(0),
});
export type BaseStats = z.infer<typeof BaseSchema>;

const ShardSchema = z.object({ count: z.number().nonnegative().catch(0) });

const shards = (store: StatsStore, day: string) =>
  store.db.collection(store.paths.visits).doc(day).collection('shards');

/**
 * The id of the marker saying `client` (`requestClient`: `uid:…` or `ip:…`) was counted on
 * `day`: a sha256, so neither the address nor the uid is stored, and the day is in it, so the
 * same client counts again tomorrow.
 */
export function visitClientId(day: string, client: string): string {
  return createHash('sha256').update(`${day}\n${client}`).digest('hex');
}

/** When a day's markers may go (a TTL policy on `expiresAt`): the start of the next UTC day. */
export function endOfUtcDay(now: Date): Timestamp {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Timestamp.fromMillis(next);
}

/**
 * POST /api/stats/visit: the client's first visit of the UTC day, counted for today and for
 * all time on the same shard, in one batch with the client's marker for the day. The marker
 * is created (`create`), so a second visit, even one racing the first, fails the whole batch
 * and counts nothing. True when this visit was counted.
 */
export async function recordVisit(
  store: StatsStore,
  client: string,
  now = new Date(),
  shard = randomInt(VISIT_SHARDS),
): Promise<boolean> {
  const day = dayKey(now);
  const one = { count: FieldValue.increment(1) };
  const batch = store.db.batch();
  batch.create(store.db.collection(store.paths.visitClients).doc(visitClientId(day, client)), {
    expiresAt: endOfUtcDay(now),
  });
  batch.set(shards(store, day).doc(String(shard)), one, { merge: true });
  batch.set(shards(store, ALL_TIME).doc(String(shard)), one, { merge: true });
  try {
    await batch.commit();
    return true;
  } catch (err) {
    if (isFirestoreError(err, 'ALREADY_EXISTS')) return false;
    throw err;
  }
}

/**
 * Base figures plus live counts; `today` (orders placed since 00:00 UTC) and `visitorsToday`
 * (visits since 00:00 UTC) are live only.
 */
export function combinePublicStats(
  base: BaseStats,
  live: { visitors: number; users: number; shipped: number; today: number; visitorsToday: number },
): PublicStats {
  const whole = (n: number) => Math.max(0, Math.round(n));
  return {
    visitors: base.visitors + whole(live.visitors),
    community: base.community + whole(live.users),
    shipped: base.shipped + whole(live.shipped),
    today: whole(live.today),
    visitorsToday: whole(live.visitorsToday),
  };
}

/**
 * The scheduled job: recomputes the public stats document from the rollups (shipped and
 * delivered orders, today's orders), a count of user documents and the visit shards (all-time
 * and today's). Reads the base, the totals, this month, the shards and one aggregation,
 * whatever the traffic.
 */
export async function refreshPublicStats(
  store: StatsStore,
  now = new Date(),
): Promise<PublicStats> {
  const { db, paths, reader } = store;
  const today = dayKey(now);
  const [baseSnap, rollups, shardDocs, todayShardDocs, users] = await Promise.all([
    reader.getAll([db.doc(paths.base)]),
    rollupsRepository.read(store, [today.slice(0, 7)]),
    reader.list(shards(store, ALL_TIME)),
    reader.list(shards(store, today)),
    store.users.count().get(),
  ]);
  const sum = (docs: typeof shardDocs) =>
    docs.reduce((total, doc) => total + ShardSchema.parse(doc.data()).count, 0);
  const stats = combinePublicStats(BaseSchema.parse(baseSnap[0]?.data() ?? {}), {
    visitors: sum(shardDocs),
    visitorsToday: sum(todayShardDocs),
    users: users.data().count,
    shipped: (rollups.totals.byStatus.shipped ?? 0) + (rollups.totals.byStatus.delivered ?? 0),
    today: rollups.months.get(today.slice(0, 7))?.[today.slice(8)]?.orders ?? 0,
  });
  await db.doc(paths.publicStats).set({ ...stats, updatedAt: Timestamp.fromDate(now) });
  statsLog.publicRefreshed(stats);
  return stats;
}
