import type { Auth } from 'firebase-admin/auth';
import { isAdminError } from '../../functions/src/core/firebase-errors';
import type { SeedUser } from './data';

const isUserNotFound = (err: unknown) => isAdminError(err, 'auth/user-not-found');

/**
 * Creates the Auth account, or brings an existing one back to the seeded password and
 * name so the documented sign-in always works. Returns the uid.
 */
export async function ensureAuthUser(auth: Auth, u: SeedUser): Promise<string> {
  const profile = { password: u.password, displayName: u.name, emailVerified: true };
  let uid: string;
  try {
    uid = (await auth.getUserByEmail(u.email)).uid;
    await auth.updateUser(uid, profile);
  } catch (err) {
    if (!isUserNotFound(err)) throw err;
    uid = (await auth.createUser({ email: u.email, ...profile })).uid;
  }
  await auth.setCustomUserClaims(uid, { role: u.role });
  return uid;
}
