// The seam between accounts and the rest of the app. The accounts feature
// (`features/auth/session-sync.ts`) fills it from the identity provider and the server;
// the cart (which follows it to each user's own cart), the checkout and the layout only read
// from here. Kept tiny and free of the Firebase SDK: it is part of the first load.
import { create } from 'zustand';
import type { Role } from '@contract/user';
import { readStored, removeStored, STORAGE_PREFIX, whenStorageOpen, writeStored } from './storage';

export interface SessionUser {
  uid: string;
  email: string;
  name: string;
}

interface SessionState {
  user: SessionUser | null;
  /** From the server (`GET /api/auth/me`); 'user' while signed out or unknown. */
  role: Role;
  /**
   * Whether the server counts the account's e-mail as verified (admin rights and attaching
   * guest orders need it). True while signed out or unknown, so no notice shows by mistake.
   */
  emailVerified: boolean;
  /**
   * False only while a returning user's session is being checked (a uid is remembered
   * and the identity provider has not reported yet); pages that need an account wait.
   */
  ready: boolean;
  setUser: (user: SessionUser | null) => void;
  /** A signed-in user as the server confirmed them. */
  setSession: (user: SessionUser, role: Role, emailVerified: boolean) => void;
  /** Signed out (or never signed in). */
  clearSession: () => void;
  /** The check finished without a session (for example the SDK could not load). */
  markReady: () => void;
}

// Remembered uid: the last signed-in user this browser
// told the server about. Its presence is also why a returning user's first load starts
// the identity provider at once, while a guest's never downloads it.
const REMEMBERED_UID_KEY = `${STORAGE_PREFIX}session-uid`;

const isUid = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 128;

export function readRememberedUid(): string | null {
  return readStored<string | null>(REMEMBERED_UID_KEY, isUid, null);
}

export function rememberUid(uid: string): void {
  writeStored(REMEMBERED_UID_KEY, uid);
}

export function forgetRememberedUid(): void {
  removeStored(REMEMBERED_UID_KEY);
}

export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  role: 'user',
  emailVerified: true,
  // Set when storage opens (below): at once, or before the first render.
  ready: true,
  setUser: (user) => {
    set({ user });
  },
  setSession: (user, role, emailVerified) => {
    set({ user, role, emailVerified, ready: true });
  },
  clearSession: () => {
    set({ user: null, role: 'user', emailVerified: true, ready: true });
  },
  markReady: () => {
    set({ ready: true });
  },
}));

whenStorageOpen(() => {
  if (readRememberedUid() !== null) useSessionStore.setState({ ready: false });
});

export const selectUser = (state: SessionState) => state.user;

export const selectIsAdmin = (state: SessionState) => state.user !== null && state.role === 'admin';

type IdTokenSource = () => Promise<string | null>;

let idTokenSource: IdTokenSource | null = null;

/**
 * Hook for the accounts feature: register how to get the signed-in user's ID token (for
 * example `() => auth.currentUser?.getIdToken() ?? null`); pass null on sign-out.
 */
export function setIdTokenSource(source: IdTokenSource | null): void {
  idTokenSource = source;
}

/**
 * `Authorization: Bearer <ID token>` for calls sent without cookies (the quote), or no
 * header at all for guests. A token that cannot be read is treated as a guest call.
 */
export async function bearerHeaders(): Promise<Record<string, string>> {
  if (!useSessionStore.getState().user || !idTokenSource) return {};
  try {
    const token = await idTokenSource();
    return token ? { Authorization: `Bearer ${token}` } : {};
  } catch (error) {
    console.warn('Could not read the ID token; sending as a guest.', error);
    return {};
  }
}
