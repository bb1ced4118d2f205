import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileResponseSchema } from '@contract/auth';
import type { Profile } from '@contract/user';
import { m } from '@/i18n/messages';
import { apiGet } from '@/lib/api-client';
import { syncOfflineProfile } from '../profile-save';
import { accountKeys } from './query-keys';

/** GET /api/auth/profile */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const { user } = await apiGet('/auth/profile', ProfileResponseSchema, {
    fallbackMessage: m.account_profile_failed(),
    signal,
  });
  return user;
}

/**
 * The profile as this user last saved it. A copy saved on this device while the server
 * was down is newer than the server's: it is sent first (and then forgotten), or shown
 * as it is while the server is still down.
 */
export async function loadProfile(uid: string, signal?: AbortSignal): Promise<Profile> {
  return (await syncOfflineProfile(uid)) ?? getProfile(signal);
}

export const profileQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: accountKeys.profile(uid),
    queryFn: ({ signal }) => loadProfile(uid, signal),
  });

export function useProfile(uid: string) {
  return useQuery(profileQueryOptions(uid));
}
