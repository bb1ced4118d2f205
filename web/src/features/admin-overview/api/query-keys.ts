import type { StatsRange } from '@contract/admin';

const all = ['admin', 'stats'] as const;

export const adminOverviewKeys = {
  all,
  stats: (range: StatsRange) => [...all, range] as const,
};
