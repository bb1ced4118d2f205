// Firebase stays out of the first load: callers `await getFirebaseAuth()` when they
// need accounts, and the SDK is fetched then.
import type { Auth } from 'firebase/auth';
import { env } from '@/config/env';

let authPromise: Promise<Auth> | undefined;

async function initAuth(): Promise<Auth> {
  const [{ initializeApp, getApps, getApp }, authModule] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const app = getApps().length > 0 ? getApp() : initializeApp(env.firebase);
  const auth = authModule.getAuth(app);
  if (env.useEmulators) {
    authModule.connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}

export function getFirebaseAuth(): Promise<Auth> {
  authPromise ??= initAuth().catch((error: unknown) => {
    // Allow a later retry (for example after going back online).
    authPromise = undefined;
    throw error;
  });
  return authPromise;
}
