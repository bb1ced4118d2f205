import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

/** The store as a shopper reaches it: through the Hosting emulator and its `/api/**` rewrite. */
export const baseUrl = process.env.STORE_BASE_URL ?? 'http://127.0.0.1:5000';

export function requireEmulators(): void {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: run these tests through `npm run test:emulators`.',
    );
  }
}

/** Admin SDK against the emulators, for tests that create their own data. */
export function adminDb() {
  requireEmulators();
  const app =
    getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-toy-store' });
  return getFirestore(app);
}

/** A suffix that keeps each test's documents apart from every other run's. */
export const uniqueSuffix = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
