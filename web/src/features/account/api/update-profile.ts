import { ProfileResponseSchema, type ProfileUpdateRequest } from '@contract/auth';
import type { Profile } from '@contract/user';
import { m } from '@/i18n/messages';
import { apiSend } from '@/lib/api-client';

/** PATCH /api/auth/profile with the whole profile (its e-mail is read-only on the server). */
export async function updateProfile(profile: ProfileUpdateRequest): Promise<Profile> {
  const { user } = await apiSend('PATCH', '/auth/profile', profile, ProfileResponseSchema, {
    fallbackMessage: m.account_update_failed(),
  });
  return user;
}
