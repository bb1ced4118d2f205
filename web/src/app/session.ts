// The app's handle on the accounts feature. It is imported on demand, so neither it nor
// the Firebase SDK is part of a guest's first load.
import { loadSessionSync } from '@/features/auth/shell';
import { readRememberedUid, useSessionStore } from '@/lib/session-store';

/** Starts the identity provider listener (idempotent). Never rejects. */
export function startSession(): Promise<void> {
  return loadSessionSync()
    .then((sync) => sync.startSessionSync())
    .catch((error: unknown) => {
      // Offline or blocked: carry on as a guest rather than wait forever.
      console.warn('Could not start the session', error);
      useSessionStore.getState().markReady();
    });
}

/** A returning signed-in user (a uid is remembered): restore the session at once. */
export function resumeSession(): void {
  if (readRememberedUid() !== null) void startSession();
}

export function signOutEverywhere(): Promise<void> {
  return loadSessionSync().then((sync) => sync.signOut());
}
