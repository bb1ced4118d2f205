import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminUsersResponseSchema } from '@contract/admin';
import type { User } from '@contract/user';
import { apiGet } from '@/lib/api-client';
import { adminUsersKeys } from './query-keys';

/** GET /api/admin/users: newest first. */
export async function getAdminUsers(signal?: AbortSignal): Promise<User[]> {
  const { items } = await apiGet('/admin/users', AdminUsersResponseSchema, {
    fallbackMessage: 'Users error',
    signal,
  });
  return items;
}

export const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: adminUsersKeys.all,
    queryFn: ({ signal }) => getAdminUsers(signal),
  });

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
