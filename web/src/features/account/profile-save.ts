// Saving the profile: to the server when GET /api/health says it is up, else on this
// device until it is back.
import type { Profile } from '@contract/user';
import { isServerHealthy } from './api/check-health';
import { updateProfile } from './api/update-profile';
import { readOfflineProfile, removeOfflineProfile, writeOfflineProfile } from './offline-profile';

export type SaveOutcome = { savedOn: 'server'; profile: Profile } | { savedOn: 'device' };

/**
 * GET /api/health decides. Up: PATCH (its failure is thrown). Down or
 * unreachable: the profile is kept on this device until the server is back.
 */
export async function saveProfile(uid: string, profile: Profile): Promise<SaveOutcome> {
  if (await isServerHealthy()) {
    const saved = await updateProfile(profile);
    removeOfflineProfile(uid);
    return { savedOn: 'server', profile: saved };
  }
  writeOfflineProfile(uid, profile);
  return { savedOn: 'device' };
}

/**
 * Sends this device's pending copy when the server is back. Returns what to show: the
 * server's answer once sent, the pending copy while it cannot be, null when none.
 */
export async function syncOfflineProfile(uid: string): Promise<Profile | null> {
  const pending = readOfflineProfile(uid);
  if (!pending) return null;
  if (!(await isServerHealthy())) return pending;
  try {
    const saved = await updateProfile(pending);
    removeOfflineProfile(uid);
    return saved;
  } catch (error) {
    console.warn('The offline profile copy could not be synced yet', error);
    return pending;
  }
}
