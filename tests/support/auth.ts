import { getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
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

/** Signs in through the Auth emulator's REST API, as the web SDK would. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(
    `${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string };
  if (!res.ok || !body.idToken) throw new Error(`Sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** A fresh account of its own for one test, signed in. */
export async function createTestUser(label = 'buyer'): Promise<TestUser> {
  const suffix = uniqueSuffix();
  const email = `${label}-${suffix}@example.com`;
  const name = `Test ${label} ${suffix}`;
  const password = `pw-${suffix}`;
  const { uid } = await adminAuth().createUser({ email, password, displayName: name });
  const idToken = await signIn(email, password);
  return { uid, email, name, idToken, bearer: { authorization: `Bearer ${idToken}` } };
}

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
