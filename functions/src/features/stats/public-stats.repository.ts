import { PublicStatsSchema, type PublicStats } from '../../contract/stats';
import type { StatsStore } from './stats-store';

const EMPTY: PublicStats = { visitors: 0, community: 0, shipped: 0, today: 0, visitorsToday: 0 };

export const publicStatsRepository = {
  /**
   * The public counters: one document, recomputed by the scheduled job (public-stats.service.ts).
   * All 0 while it is missing or unreadable.
   */
  async read(store: StatsStore): Promise<PublicStats> {
    const snap = await store.db.doc(store.paths.publicStats).get();
    const parsed = PublicStatsSchema.safeParse(snap.data());
    return parsed.success ? parsed.data : EMPTY;
  },
};
