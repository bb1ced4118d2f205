import type { PublicStats } from '@contract/stats';
import { m } from '@/i18n/messages';
import { apiGet, unparsedAnswer } from '@/lib/api-client';
import { usePublicRead } from './public-read';

export function getStats(signal?: AbortSignal): Promise<PublicStats> {
  return apiGet('/stats', unparsedAnswer<PublicStats>(), {
    fallbackMessage: m.home_stats_error(),
    signal,
  });
}

const loadStats = () => getStats();

/** Fresh for a minute, as the app's queries are. */
export function useStats() {
  return usePublicRead('stats', loadStats, 60_000);
}
