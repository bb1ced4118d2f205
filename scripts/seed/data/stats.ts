import type { PublicStats } from '@contract/stats';

/**
 * The figures from before live counting (visitors, community, shipped): the scheduled job
 * serves `stats/base` plus what it counts (visit shards, user documents, shipped and
 * delivered orders); `today` and `visitorsToday` are live only.
 */
export const baseStats: Omit<PublicStats, 'today' | 'visitorsToday'> = {
  visitors: 128430,
  community: 42000,
  shipped: 18760,
};

/**
 * Home page counters (visitors, community, shipped, today's orders and visits) until the job
 * first runs; the community figure matches the "42k+" highlight, and 'Visitors today' shows
 * the 312 it showed before it counted visits.
 */
export const publicStats: PublicStats = { ...baseStats, today: 312, visitorsToday: 312 };
