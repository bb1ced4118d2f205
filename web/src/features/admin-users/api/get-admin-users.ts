import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AdminUsersResponseSchema, type AdminUsersResponse } from '@contract/admin';
import { apiGet } from '@/lib/api-client';
import { adminUsersKeys } from './query-keys';

/** Accounts per page in the admin Users tab. */
export const ADMIN_USERS_PAGE_SIZE = 50;

/** GET /api/admin/users?limit=&cursor=: one page, newest first. */
export function getAdminUsersPage(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminUsersResponse> {
  const query = new URLSearchParams({ limit: String(ADMIN_USERS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiGet(`/admin/users?${query.toString()}`, AdminUsersResponseSchema, {
    fallbackMessage: 'Users error',
    signal,
  });
}

export const adminUsersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminUsersKeys.pages,
    queryFn: ({ pageParam, signal }) => getAdminUsersPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? null,
  });

export function useAdminUsers() {
  return useInfiniteQuery(adminUsersQueryOptions());
}
