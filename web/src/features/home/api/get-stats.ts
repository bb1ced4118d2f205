import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicStats } from '@contract/stats';
import { m } from '@/i18n/messages';
import { apiGet, unparsedAnswer } from '@/lib/api-client';
import { homeKeys } from './query-keys';

export function getStats(signal?: AbortSignal): Promise<PublicStats> {
  return apiGet('/stats', unparsedAnswer<PublicStats>(), {
    fallbackMessage: m.home_stats_error(),
    signal,
  });
}

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.stats,
    queryFn: ({ signal }) => getStats(signal),
  });

export function useStats() {
  return useQuery(statsQueryOptions());
}
