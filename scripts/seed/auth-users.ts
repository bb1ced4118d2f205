import type { Auth } from 'firebase-admin/auth';
import type { SeedUser } from './data';

function isUserNotFound(err: unknown): boolean {
  return (
    typeof err === 'object' && err !== null && 'code' in err && err.code === 'auth/user-not-found'
  );
}

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
