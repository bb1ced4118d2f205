// The offline profile copy in local storage: a profile saved while the
// server was down, kept per user until it can be sent.
import { ProfileSchema, type Profile } from '@contract/user';
import { readStored, removeStored, STORAGE_PREFIX, writeStored } from '@/lib/storage';

export const offlineProfileKey = (uid: string) => `${STORAGE_PREFIX}offline-profile:${uid}`;

const isProfile = (value: unknown): value is Profile => ProfileSchema.safeParse(value).success;

export function readOfflineProfile(uid: string): Profile | null {
  return readStored<Profile | null>(offlineProfileKey(uid), isProfile, null);
}

export function writeOfflineProfile(uid: string, profile: Profile): void {
  writeStored(offlineProfileKey(uid), profile);
}

export function removeOfflineProfile(uid: string): void {
  removeStored(offlineProfileKey(uid));
}
