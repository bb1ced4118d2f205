import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AdminStatsSchema, type AdminStats, type StatsRange } from '@contract/admin';
import { apiGet } from '@/lib/api-client';
import { adminOverviewKeys } from './query-keys';

/** GET /api/admin/stats?range=: figures read from the rollups, never a scan of orders. */
export function getAdminStats(range: StatsRange, signal?: AbortSignal): Promise<AdminStats> {
  return apiGet(`/admin/stats?range=${encodeURIComponent(range)}`, AdminStatsSchema, {
    fallbackMessage: 'Stats error',
    signal,
  });
}

export const adminStatsQueryOptions = (range: StatsRange) =>
  queryOptions({
    queryKey: adminOverviewKeys.stats(range),
    queryFn: ({ signal }) => getAdminStats(range, signal),
  });

/** Keeps the previous range on screen while another loads, so the chart does not flash. */
export function useAdminStats(range: StatsRange) {
  return useQuery({ ...adminStatsQueryOptions(range), placeholderData: keepPreviousData });
}
