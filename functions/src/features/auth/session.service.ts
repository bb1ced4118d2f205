import type { UserRecord } from 'firebase-admin/auth';
import type { AuthUser } from '../../contract/auth';
import type { Role } from '../../contract/user';
import type { SessionUser } from '../../core/auth';
import { isAdminEmail, normaliseEmail } from '../../core/env';
import { AppError, badRequest } from '../../core/errors';
import { auth } from '../../core/firebase';
import { orderOwnershipRepository } from '../orders/order-ownership.repository';
import { authLog } from './auth.log';
import { assertPasswordSignInAvailable, signInWithPassword } from './password-sign-in';
import { isRecentSignIn, SESSION_MAX_AGE_MS } from './session-cookie';
import { usersRepository } from './users.repository';

export interface StartedSession {
  /** The `__session` cookie's value. */
  cookie: string;
  user: AuthUser;
}

const unauthenticated = (message: string) => new AppError('unauthenticated', message, 401);

const errorCode = (err: unknown): string | undefined =>
  typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : undefined;

/** The role claim follows the admin list, so security rules can check it; set only on change. */
async function mirrorRoleClaim(account: UserRecord, role: Role): Promise<void> {
  const claims = account.customClaims ?? {};
  if (claims.role === role) return;
  await auth.setCustomUserClaims(account.uid, { ...claims, role });
}

/** Admin SDK refusals of a new account, in the words the registration form uses. */
function registrationError(err: unknown): unknown {
  switch (errorCode(err)) {
    case 'auth/email-already-exists':
      return new AppError('email_taken', 'Email already registered', 409);
    case 'auth/invalid-password':
      return badRequest('At least 6 characters');
    case 'auth/invalid-email':
      return badRequest('Please enter a valid email');
    default:
      return err;
  }
}

export const sessionService = {
  /**
   * Trades a recent sign-in's ID token for a session cookie, and keeps the account's records
   * in step on the way: `users/{uid}` created or updated, role claim mirrored, guest orders
   * placed with the account's verified e-mail attached.
   */
  async start(idToken: string): Promise<StartedSession> {
    let authTime: number;
    let uid: string;
    try {
      ({ auth_time: authTime, uid } = await auth.verifyIdToken(idToken, true));
    } catch {
      throw unauthenticated('Invalid or expired sign-in token');
    }
    if (!isRecentSignIn(authTime, Date.now())) throw unauthenticated('Recent sign-in required');

    const account = await auth.getUser(uid);
    const email = normaliseEmail(account.email ?? '');
    const role: Role = isAdminEmail(email) ? 'admin' : 'user';
    // An unverified e-mail proves nothing: whoever registers an address first must not get
    // the passport data in its owner's guest orders.
    const attachable = account.emailVerified && email !== '';
    const [stored, , attachedOrders] = await Promise.all([
      usersRepository.ensure(uid, { email, name: account.displayName ?? '', role }),
      mirrorRoleClaim(account, role),
      attachable ? orderOwnershipRepository.attachGuestOrders(uid, email) : Promise.resolve(0),
    ]);
    const cookie = await auth.createSessionCookie(idToken, { expiresIn: SESSION_MAX_AGE_MS });
    authLog.sessionStarted({ uid, role, newAccount: stored.created, attachedOrders });
    const name = (stored.name || account.displayName || '').slice(0, 200);
    return { cookie, user: { uid, email, name, role } };
  },

  /** Who the caller is; the name as stored (the profile may have changed it), else the token's. */
  async me(user: SessionUser): Promise<AuthUser> {
    const stored = await usersRepository.read(user.uid);
    const name = (stored?.name || user.name).slice(0, 200);
    return { uid: user.uid, email: user.email, name, role: user.role };
  },

  /** E-mail and password, checked by Identity Toolkit, then as `start`. */
  async login(email: string, password: string): Promise<StartedSession> {
    return sessionService.start(await signInWithPassword(email, password));
  },

  /** A new Auth account, then signed in as `login`; 409 when the e-mail is taken. */
  async register(input: {
    name: string;
    email: string;
    password: string;
  }): Promise<StartedSession> {
    assertPasswordSignInAvailable(); // before the account exists, not after
    try {
      await auth.createUser({
        email: input.email,
        password: input.password,
        displayName: input.name,
      });
    } catch (err) {
      throw registrationError(err);
    }
    return sessionService.start(await signInWithPassword(input.email, input.password));
  },

  /**
   * Ends the cookie's session: the account's refresh tokens are revoked, so this cookie (and
   * every session and ID token issued before now, on any device) is refused from here on.
   * An invalid or absent cookie has nothing to end.
   */
  async end(cookie: string | undefined): Promise<void> {
    if (!cookie) return;
    let uid: string;
    try {
      ({ uid } = await auth.verifySessionCookie(cookie));
    } catch {
      return;
    }
    try {
      await auth.revokeRefreshTokens(uid);
      authLog.sessionEnded({ uid });
    } catch (err) {
      // Sign-out still succeeds for the browser: its cookie is cleared either way.
      authLog.revokeFailed({ uid, error: errorCode(err) ?? 'unknown' });
    }
  },
};
