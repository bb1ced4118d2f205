import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicStatsSchema, type PublicStats } from '@contract/stats';
import { apiGet } from '@/lib/api-client';
import { homeKeys } from './query-keys';

export function getStats(signal?: AbortSignal): Promise<PublicStats> {
  return apiGet('/stats', PublicStatsSchema, { fallbackMessage: 'Stats error', signal });
}

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.stats,
    queryFn: ({ signal }) => getStats(signal),
  });

export function useStats() {
  return useQuery(statsQueryOptions());
}
