import { adminAuth, refreshIdToken, signInWithTokens, type TestUser } from './auth';

/**
 * An old sign-in without waiting for it, for the admins' recent-sign-in check (10 minutes).
 * The Auth emulator writes an ID token's `auth_time` from the account's `lastLoginAt`, which
 * its admin API (`Authorization: Bearer owner`) may set: the sign-in is moved into the past,
 * one refreshed ID token carries that time, and `lastLoginAt` goes back to now, so tokens
 * other tests refresh stay fresh. The session cookie is minted by the Admin SDK, as
 * firebase-login would, but without its 5-minute rule (it would refuse so old a sign-in).
 * The server's own check then runs unchanged on the cookie's `auth_time`.
 */

const authEmulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-toy-store';

/** The account, its ID token (and Bearer header) with the old `auth_time`, and a cookie of it. */
export interface AgedSignIn extends TestUser {
  /** `__session=<cookie>` minted from that ID token. */
  cookie: string;
}

/** The Auth emulator's privileged `accounts:update` (the Admin SDK has no `lastLoginAt`). */
async function updateAccount(fields: Record<string, string>): Promise<void> {
  const res = await fetch(
    `${authEmulator}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify(fields),
    },
  );
  if (!res.ok) throw new Error(`accounts:update failed: ${await res.text()}`);
}

/** The `auth_time` claim of an ID token or session cookie (seconds). */
export function authTimeOf(jwt: string): number {
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
    auth_time?: unknown;
  };
  if (typeof payload.auth_time !== 'number') throw new Error('No auth_time in the token');
  return payload.auth_time;
}

/** Signs `email` in with `password` as if it had happened `ageSeconds` ago (default 11 min). */
export async function agedSignIn(
  email: string,
  password: string,
  ageSeconds = 11 * 60,
): Promise<AgedSignIn> {
  const { refreshToken } = await signInWithTokens(email, password);
  const { uid, displayName, tokensValidAfterTime } = await adminAuth().getUserByEmail(email);
  const signedInMs = Date.now() - ageSeconds * 1000;
  // A sign-in from before the account's tokens-valid-after time counts as revoked: move that
  // back too when needed, never forward (which would revoke other tests' sessions).
  const validAfterSeconds = Math.floor(Date.parse(tokensValidAfterTime ?? '0') / 1000);
  const validSince = Math.min(validAfterSeconds, Math.floor(signedInMs / 1000) - 60);
  let idToken: string;
  try {
    await updateAccount({
      localId: uid,
      lastLoginAt: String(signedInMs),
      validSince: String(validSince),
    });
    idToken = await refreshIdToken(refreshToken);
  } finally {
    await updateAccount({ localId: uid, lastLoginAt: String(Date.now()) });
  }
  // A sign-in of another test between the two updates would make this one fresh: say so.
  if (Math.abs(authTimeOf(idToken) - signedInMs / 1000) > 2) {
    throw new Error(`The aged sign-in of ${email} did not keep its age`);
  }
  const cookie = await adminAuth().createSessionCookie(idToken, { expiresIn: 60 * 60 * 1000 });
  return {
    uid,
    email,
    name: displayName ?? '',
    idToken,
    bearer: { authorization: `Bearer ${idToken}` },
    cookie: `__session=${cookie}`,
  };
}
