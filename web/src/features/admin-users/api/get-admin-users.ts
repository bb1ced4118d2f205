import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AdminUsersResponseSchema, type AdminUsersResponse } from '@contract/admin';
import { apiGet } from '@/lib/api-client';
import { adminUsersKeys } from './query-keys';

/** Accounts per page in the admin Users tab. */
export const ADMIN_USERS_PAGE_SIZE = 50;

/**
 * GET /api/admin/users?limit=&cursor=&q=: one page, newest first; with `q` (not blank), only
 * the accounts it finds (a prefix of the e-mail, its domain, a word of the name).
 */
export function getAdminUsersPage(
  cursor: string | null,
  signal?: AbortSignal,
  q = '',
): Promise<AdminUsersResponse> {
  const query = new URLSearchParams({ limit: String(ADMIN_USERS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  if (q !== '') query.set('q', q);
  return apiGet(`/admin/users?${query.toString()}`, AdminUsersResponseSchema, {
    fallbackMessage: 'Users error',
    signal,
  });
}

/** The list's pages, or (with `q`) a search's. */
export const adminUsersQueryOptions = (q = '') =>
  infiniteQueryOptions({
    queryKey: q === '' ? adminUsersKeys.pages : adminUsersKeys.search(q),
    queryFn: ({ pageParam, signal }) => getAdminUsersPage(pageParam, signal, q),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? null,
  });

export function useAdminUsers(q = '') {
  return useInfiniteQuery(adminUsersQueryOptions(q));
}
