import type { z } from 'zod';
import type { ProfileUpdateRequestSchema } from '../../contract/auth';
import { passportErrors } from '../../contract/passport';
import type { Profile } from '../../contract/user';
import type { SessionUser } from '../../core/auth';
import { badRequest } from '../../core/errors';
import { profileFrom } from './profile';
import { usersRepository } from './users.repository';

export type ProfileUpdate = z.output<typeof ProfileUpdateRequestSchema>;

export const profileService = {
  /** The stored profile with defaults filled; the e-mail is always the account's. */
  async get(user: SessionUser): Promise<Profile> {
    const stored = await usersRepository.read(user.uid);
    return profileFrom(stored?.profile, { name: stored?.name || user.name, email: user.email });
  },

  /**
   * Replaces the whole profile. A sent e-mail is ignored (read-only: the account's stays);
   * passport data must pass the spec's checks, all failures named in one 400.
   */
  async update(user: SessionUser, update: ProfileUpdate): Promise<Profile> {
    const errors = passportErrors(update.passportData);
    if (errors.length > 0) throw badRequest(errors.join('; '));
    const profile: Profile = { ...update, email: user.email };
    await usersRepository.saveProfile(user.uid, profile);
    return profile;
  },
};
