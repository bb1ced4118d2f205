import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AdminLogsResponseSchema, type AdminLogsResponse } from '@contract/admin';
import { apiGet } from '@/lib/api-client';
import { adminLogsKeys } from './query-keys';

export const LOGS_PAGE_SIZE = 50;

/** GET /api/admin/logs?cursor=&limit=: newest first; `nextCursor` is null on the last page. */
export function getAdminLogs(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminLogsResponse> {
  const query = new URLSearchParams({ limit: String(LOGS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiGet(`/admin/logs?${query.toString()}`, AdminLogsResponseSchema, {
    fallbackMessage: 'Logs error',
    signal,
  });
}

export const adminLogsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminLogsKeys.all,
    queryFn: ({ pageParam, signal }) => getAdminLogs(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useAdminLogs() {
  return useInfiniteQuery(adminLogsQueryOptions());
}
