// Firebase stays out of the first load: every export here is async and fetches the SDK
// (a chunk of its own) on first use. Only the accounts feature calls these, and only for
// a returning signed-in user or on a page that needs an account.
import type * as AuthModule from 'firebase/auth';
import type { Auth } from 'firebase/auth';
import { env } from '@/config/env';

type AuthSdk = typeof AuthModule;

interface FirebaseAuth {
  auth: Auth;
  sdk: AuthSdk;
}

/** What the app needs of a signed-in Firebase user (the SDK's `User` fits it). */
export interface AuthAccount {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  getIdToken: (forceRefresh?: boolean) => Promise<string>;
}

let authPromise: Promise<FirebaseAuth> | undefined;

async function initAuth(): Promise<FirebaseAuth> {
  const [{ initializeApp, getApps, getApp }, sdk] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const app = getApps().length > 0 ? getApp() : initializeApp(env.firebase);
  // `initializeAuth` with explicit persistence instead of `getAuth`: no popup/redirect
  // resolver (e-mail and password only), so the chunk is smaller.
  let auth: Auth;
  try {
    auth = sdk.initializeAuth(app, {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
    });
  } catch {
    auth = sdk.getAuth(app); // already initialised (hot reload)
  }
  if (env.useEmulators && !auth.emulatorConfig) {
    sdk.connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
  }
  return { auth, sdk };
}

function loadAuth(): Promise<FirebaseAuth> {
  authPromise ??= initAuth().catch((error: unknown) => {
    // Allow a later retry (for example after going back online).
    authPromise = undefined;
    throw error;
  });
  return authPromise;
}

/** Calls `callback` with the current user now and on every sign-in and sign-out. */
export async function watchAuthState(
  callback: (user: AuthAccount | null) => void,
): Promise<() => void> {
  const { auth, sdk } = await loadAuth();
  return sdk.onAuthStateChanged(auth, callback);
}

export async function signInWithPassword(email: string, password: string): Promise<AuthAccount> {
  const { auth, sdk } = await loadAuth();
  const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
  return user;
}

/**
 * Signs the signed-in user in again with their password (Firebase reauthentication): the
 * same account only (`auth/user-mismatch` otherwise), and its tokens then carry the new
 * sign-in time, which the server's recent-sign-in check reads.
 */
export async function reauthenticateWithPassword(password: string): Promise<AuthAccount> {
  const { auth, sdk } = await loadAuth();
  const user = auth.currentUser;
  if (!user?.email) throw new Error('Nobody is signed in');
  const credential = sdk.EmailAuthProvider.credential(user.email, password);
  return (await sdk.reauthenticateWithCredential(user, credential)).user;
}

/**
 * Creates the account and sets its display name. The ID token is refreshed afterwards so
 * the first one the server sees already carries the name.
 */
export async function createAccount(
  name: string,
  email: string,
  password: string,
): Promise<AuthAccount> {
  const { auth, sdk } = await loadAuth();
  const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
  await sdk.updateProfile(user, { displayName: name });
  await user.getIdToken(true);
  return user;
}

/** Sends Firebase's verification e-mail to the signed-in user (Firebase rate-limits it). */
export async function sendVerificationEmail(): Promise<void> {
  const { auth, sdk } = await loadAuth();
  if (!auth.currentUser) throw new Error('Nobody is signed in');
  await sdk.sendEmailVerification(auth.currentUser);
}

/**
 * Reads the signed-in user afresh from Firebase (say, after they opened the verification
 * link in another tab); null when nobody is signed in.
 */
export async function reloadAccount(): Promise<AuthAccount | null> {
  const { auth, sdk } = await loadAuth();
  if (!auth.currentUser) return null;
  await sdk.reload(auth.currentUser);
  return auth.currentUser;
}

/** Sends Firebase's password-reset e-mail (rejects with `auth/user-not-found` for unknown addresses). */
export async function sendPasswordReset(email: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.sendPasswordResetEmail(auth, email);
}

export async function signOutOfFirebase(): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.signOut(auth);
}

/** The signed-in user's ID token (refreshed by the SDK when near expiry), or null. */
export async function currentIdToken(): Promise<string | null> {
  const { auth } = await loadAuth();
  return (await auth.currentUser?.getIdToken()) ?? null;
}
