import { getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { isAdminError } from '../../functions/src/core/firebase-errors';
import { adminDb, baseUrl, uniqueSuffix } from './emulators';

const authEmulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

export interface TestUser {
  uid: string;
  email: string;
  name: string;
  idToken: string;
  /** `Authorization: Bearer <ID token>`, as the web app sends on calls without cookies. */
  bearer: { authorization: string };
}

/** Admin Auth on the emulator, through the same app the test's Firestore handle uses. */
export function adminAuth() {
  adminDb(); // initialises the app (and checks the emulators are there)
  const app = getApps()[0];
  if (!app) throw new Error('Firebase Admin app was not initialised');
  return getAuth(app);
}

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-toy-store';

/** POST to the Auth emulator's Identity Toolkit REST API, as the web SDK would; the JSON answer. */
async function identityToolkit(method: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${authEmulator}/identitytoolkit.googleapis.com/v1/${method}?key=x`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} failed: ${JSON.stringify(answer)}`);
  return answer;
}

/** A password sign-in's ID token and the refresh token that renews it (same sign-in time). */
export async function signInWithTokens(
  email: string,
  password: string,
): Promise<{ idToken: string; refreshToken: string }> {
  const body = await identityToolkit('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  const { idToken, refreshToken } = body;
  if (typeof idToken !== 'string' || typeof refreshToken !== 'string') {
    throw new Error(`Sign-in failed: ${JSON.stringify(body)}`);
  }
  return { idToken, refreshToken };
}

/** Signs in through the Auth emulator's REST API, as the web SDK would. */
export async function signIn(email: string, password: string): Promise<string> {
  return (await signInWithTokens(email, password)).idToken;
}

/**
 * A new ID token from the refresh token, as the web SDK's `getIdToken(true)` gets one: it
 * carries the account's claims of now (e.g. `email_verified`) and the original `auth_time`.
 */
export async function refreshIdToken(refreshToken: string): Promise<string> {
  const res = await fetch(`${authEmulator}/securetoken.googleapis.com/v1/token?key=x`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });
  const body = (await res.json()) as { id_token?: string };
  if (!res.ok || !body.id_token) throw new Error(`Token refresh failed: ${JSON.stringify(body)}`);
  return body.id_token;
}

/**
 * Verifies the account's e-mail as its owner would: the verification e-mail is sent
 * (`sendEmailVerification`), the link is read from the emulator's list of codes and opened.
 */
export async function verifyEmailByLink(idToken: string, email: string): Promise<void> {
  await identityToolkit('accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });
  const res = await fetch(`${authEmulator}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes = [] } = (await res.json()) as {
    oobCodes?: { email: string; oobCode: string; requestType: string }[];
  };
  const code = oobCodes
    .filter(
      (c) => c.requestType === 'VERIFY_EMAIL' && c.email.toLowerCase() === email.toLowerCase(),
    )
    .at(-1);
  if (!code) throw new Error(`No verification code for ${email}`);
  await identityToolkit('accounts:update', { oobCode: code.oobCode });
}

/** Removes the account of an e-mail and its users document, if any (for fixed, shared addresses). */
export async function deleteAuthAccount(email: string): Promise<void> {
  let uid: string;
  try {
    ({ uid } = await adminAuth().getUserByEmail(email));
  } catch (err) {
    if (isAdminError(err, 'auth/user-not-found')) return;
    throw err;
  }
  await adminAuth().deleteUser(uid);
  await adminDb().doc(`users/${uid}`).delete();
}

/**
 * A fresh account of its own for one test, signed in; `verified` marks its e-mail verified
 * first (as opening the verification link does), so its ID token says `email_verified: true`.
 */
export async function createTestUser(
  label = 'buyer',
  { verified = false }: { verified?: boolean } = {},
): Promise<TestUser> {
  const suffix = uniqueSuffix();
  const email = `${label}-${suffix}@example.com`;
  const name = `Test ${label} ${suffix}`;
  const password = `pw-${suffix}`;
  const { uid } = await adminAuth().createUser({
    email,
    password,
    displayName: name,
    emailVerified: verified,
  });
  const idToken = await signIn(email, password);
  return { uid, email, name, idToken, bearer: { authorization: `Bearer ${idToken}` } };
}

/** A fresh account with a verified e-mail, signed in. */
export const createVerifiedUser = (label = 'buyer'): Promise<TestUser> =>
  createTestUser(label, { verified: true });

/**
 * Headers of a browser call with the user's `__session` cookie (as POST /api/auth/firebase-login
 * sets it) from the store's own pages: state-changing calls with the cookie need that `Origin`.
 */
export async function sessionCookieFor(
  user: TestUser,
): Promise<{ cookie: string; origin: string }> {
  const cookie = await adminAuth().createSessionCookie(user.idToken, { expiresIn: 60 * 60 * 1000 });
  return { cookie: `__session=${cookie}`, origin: new URL(baseUrl).origin };
}
