// Session sync: keeps the server's `__session` cookie, the session store and the ID token
// source in step with the identity provider. (The cart follows the session store itself.)
//
// - A signed-in user whose uid differs from the last one remembered: POST firebase-login.
// - Every signed-in report: GET /api/auth/me for the role. A missing or foreign server
//   session is started once more; if the server still has none (it starts sessions only
//   shortly after a sign-in), the sign-in has expired and the user is signed out.
// - Signed out: POST logout, forget the uid and this browser's checkout drafts for it.
// - Back from verifying the e-mail: reload the account and, once its fresh ID token says
//   so, POST session-refresh; the server re-mints the session with the new role.
// Both server calls fail silently. Steps run one at a time, in the order
// the identity provider reported them.
import type { Role } from '@contract/user';
import { ApiError } from '@/lib/api-error';
import { clearDraftsAtSignOut } from '@/lib/checkout-draft-storage';
import {
  createAccount,
  currentIdToken,
  reauthenticateWithPassword,
  reloadAccount,
  sendVerificationEmail,
  signInWithPassword,
  signOutOfFirebase,
  watchAuthState,
  type AuthAccount,
} from '@/lib/firebase';
import {
  forgetRememberedUid,
  readRememberedUid,
  rememberUid,
  setIdTokenSource,
  useSessionStore,
  type SessionUser,
} from '@/lib/session-store';
import { firebaseLogin } from './api/firebase-login';
import { getMe } from './api/get-me';
import { logout } from './api/logout';
import { refreshSession } from './api/session-refresh';

let started: Promise<void> | undefined;
let queue: Promise<void> = Promise.resolve();
/** Whose session is applied: a uid, null once signed out, undefined before the first report. */
let appliedUid: string | null | undefined;

function enqueue<T>(step: () => Promise<T>): Promise<T> {
  const run = queue.then(step);
  queue = run.then(
    () => undefined,
    (error: unknown) => {
      console.error('Session sync step failed', error);
    },
  );
  return run;
}

/**
 * Starts listening to the identity provider (downloads the Firebase SDK on first call).
 * Resolves once the listener is attached; safe to call any number of times.
 */
export function startSessionSync(): Promise<void> {
  started ??= watchAuthState((account) => {
    void enqueue(() => (account ? applySignedIn(account) : applySignedOut()));
  }).then(
    () => undefined,
    (error: unknown) => {
      started = undefined;
      // Without the SDK nobody can be signed in: let waiting pages render for a guest.
      useSessionStore.getState().markReady();
      throw error;
    },
  );
  return started;
}

/** Thrown by `signIn` and `register` when the server would not start a session. */
export class SessionNotStartedError extends Error {
  constructor() {
    super('The server did not start a session');
    this.name = 'SessionNotStartedError';
  }
}

/** Signs in with e-mail and password; resolves once the session is in place. */
export async function signIn(email: string, password: string): Promise<void> {
  await startSessionSync();
  const account = await signInWithPassword(email.trim(), password);
  await enqueue(() => applySignedIn(account));
  assertSignedIn(account.uid);
}

/** Creates the account with its display name; resolves once the session is in place. */
export async function register(name: string, email: string, password: string): Promise<void> {
  await startSessionSync();
  // The identity provider reports the new user before its display name is set: hold the
  // queue until it is, so the server first hears of the account with its name.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  void enqueue(() => held);
  let account: AuthAccount;
  try {
    account = await createAccount(name.trim(), email.trim(), password);
  } finally {
    release();
  }
  await enqueue(() => applySignedIn(account));
  assertSignedIn(account.uid);
  // The account works at once; the link proves the mailbox (admin rights, guest orders).
  // A failure here is not the registration's: the notice offers to send it again.
  await sendVerificationEmail().catch((error: unknown) => {
    console.warn('Could not send the verification e-mail', error);
  });
}

/** Sends the verification e-mail again (rejects with Firebase's error, e.g. too-many-requests). */
export function resendVerificationEmail(): Promise<void> {
  return sendVerificationEmail();
}

/**
 * Asks Firebase whether the signed-in user has verified their e-mail since; if they have,
 * has the server re-mint the session (POST session-refresh with a fresh ID token), so the
 * role and guest orders follow without signing out. Resolves to whether the session now
 * counts the e-mail as verified; rejects when Firebase or the server could not be asked.
 */
export function refreshEmailVerification(): Promise<boolean> {
  return enqueue(applyVerification);
}

async function applyVerification(): Promise<boolean> {
  const uid = appliedUid;
  const current = useSessionStore.getState();
  if (!uid || !current.user) return false;
  if (current.emailVerified) return true;
  const account = await reloadAccount();
  if (account?.uid !== uid || !account.emailVerified) return false;
  const { user } = await refreshSession(await account.getIdToken(true));
  if (user.uid !== uid) return false;
  useSessionStore
    .getState()
    .setSession(
      { ...current.user, email: user.email || current.user.email },
      user.role,
      user.emailVerified,
    );
  return user.emailVerified;
}

/**
 * The step-up sign-in (issue 21): the signed-in user types their password again, Firebase
 * signs the same account in anew, and the server trades that sign-in for a fresh session
 * (POST firebase-login), whose recent `auth_time` opens passport data and the orders export
 * to an admin. Rejects with Firebase's error (wrong password) or the server's.
 */
export async function confirmPassword(password: string): Promise<void> {
  await startSessionSync();
  const account = await reauthenticateWithPassword(password);
  await enqueue(async () => {
    const { user } = await firebaseLogin(await account.getIdToken());
    if (user.uid !== account.uid) throw new SessionNotStartedError();
  });
}

function assertSignedIn(uid: string): void {
  if (useSessionStore.getState().user?.uid !== uid) throw new SessionNotStartedError();
}

/** Signs out of the identity provider and the server; resolves once done. */
export async function signOut(): Promise<void> {
  try {
    await startSessionSync();
    await signOutOfFirebase();
  } catch (error) {
    // The server session and this browser's state are cleared below all the same.
    console.warn('Signing out of Firebase failed', error);
  }
  await enqueue(applySignedOut);
}

async function applySignedIn(account: AuthAccount): Promise<void> {
  if (appliedUid === account.uid) return;
  appliedUid = account.uid;
  setIdTokenSource(currentIdToken);

  if (account.uid !== readRememberedUid()) {
    rememberUid(account.uid);
    await startServerSession(account);
  }
  let me = await readServerSession(account.uid);
  if (me === 'missing') {
    await startServerSession(account);
    me = await readServerSession(account.uid);
  }
  if (me === 'missing') {
    // The server will not start a session for this sign-in (it only does so shortly after
    // signing in, so an expired cookie lands here): it has ended; signed out, quietly.
    await signOutOfFirebase().catch(() => undefined);
    await applySignedOut();
    return;
  }

  const known = typeof me === 'object' ? me : null;
  const user: SessionUser = {
    uid: account.uid,
    email: (known?.email || account.email || '').trim().toLowerCase(),
    name: known?.name || account.displayName || '',
  };
  useSessionStore
    .getState()
    .setSession(user, known?.role ?? 'user', known?.emailVerified ?? account.emailVerified);
}

async function applySignedOut(): Promise<void> {
  const hadSession = Boolean(appliedUid) || readRememberedUid() !== null;
  const leaving = useSessionStore.getState().user;
  appliedUid = null;
  setIdTokenSource(null);
  if (hadSession) {
    forgetRememberedUid();
    clearDraftsAtSignOut(leaving?.email ?? '');
    try {
      await logout();
    } catch {
      // Silent: the cookie expires on its own.
    }
  }
  useSessionStore.getState().clearSession();
}

async function startServerSession(account: AuthAccount): Promise<void> {
  try {
    await firebaseLogin(await account.getIdToken());
  } catch {
    // Silent: the next GET /me notices and tries once more.
  }
}

interface ServerUser {
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
}

/** The server's view of the session: the user, 'missing' (none or someone else's), or 'unknown'. */
async function readServerSession(uid: string): Promise<ServerUser | 'missing' | 'unknown'> {
  try {
    const { user } = await getMe();
    return user.uid === uid ? user : 'missing';
  } catch (error) {
    return error instanceof ApiError && error.status === 401 ? 'missing' : 'unknown';
  }
}
