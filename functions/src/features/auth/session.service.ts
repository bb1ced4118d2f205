import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import type { AuthUser } from '../../contract/auth';
import type { Role } from '../../contract/user';
import { roleFor, toSessionUser, type SessionUser } from '../../core/auth';
import { normaliseEmail } from '../../core/env';
import { AppError, badRequest } from '../../core/errors';
import { auth } from '../../core/firebase';
import { adminErrorCode } from '../../core/firebase-errors';
import { guestOrdersService } from '../orders';
import { authLog } from './auth.log';
import { assertPasswordSignInAvailable, signInWithPassword } from './password-sign-in';
import { isRecentSignIn, sessionLifetimeMs } from './session-cookie';
import { usersRepository } from './users.repository';

export interface StartedSession {
  /** The `__session` cookie's value. */
  cookie: string;
  user: AuthUser;
}

const unauthenticated = (message: string) => new AppError('unauthenticated', message, 401);

/**
 * The role the account record earns (verified e-mail on the admin list). The mirrors (claim,
 * `users/{uid}.role`) follow the account rather than the request's credential, so a stale
 * credential (a cookie from before verification) cannot flip them back and forth.
 */
const accountRole = (account: UserRecord): Role =>
  roleFor(normaliseEmail(account.email ?? ''), account.emailVerified);

/** The role claim, for security rules and the UI; written only on change, other claims kept. */
async function mirrorRoleClaim(account: UserRecord, role: Role): Promise<void> {
  const claims = account.customClaims ?? {};
  if (claims.role === role) return;
  await auth.setCustomUserClaims(account.uid, { ...claims, role });
}

/** Admin SDK refusals of a new account, in the words the registration form uses. */
function registrationError(err: unknown): unknown {
  switch (adminErrorCode(err)) {
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

/**
 * A verified ID token, or 401. Without `checkRevoked` this is a local signature and claims
 * check (the signing keys are cached), cheap enough to run before any rate limit.
 */
async function verifiedIdToken(idToken: string, checkRevoked = true): Promise<DecodedIdToken> {
  try {
    return await auth.verifyIdToken(idToken, checkRevoked);
  } catch {
    throw unauthenticated('Invalid or expired sign-in token');
  }
}

/** Is `err` the 401 of a sign-in token or session that failed its check? */
export const isFailedSignInCheck = (err: unknown): boolean =>
  err instanceof AppError && err.code === 'unauthenticated';

/**
 * Mints the session for a verified ID token and keeps the account's records in step on the
 * way: `users/{uid}` created or updated, role claim mirrored, guest orders placed with the
 * account's verified e-mail attached (and confirmed, if still waiting for that e-mail). The
 * answer is what the new cookie will say.
 */
async function establish(token: DecodedIdToken, idToken: string): Promise<StartedSession> {
  const identity = toSessionUser(token);
  const { uid } = identity;
  // By the role the cookie will carry: an admin's ends 12 hours after the sign-in at most.
  const lifetimeMs = sessionLifetimeMs(identity.role, token.auth_time, Date.now());
  if (lifetimeMs === null) throw unauthenticated('Recent sign-in required');
  const account = await auth.getUser(uid);
  const email = normaliseEmail(account.email ?? '');
  const mirrored = accountRole(account);
  // An unverified e-mail proves nothing: whoever registers an address first must not get
  // the passport data in its owner's guest orders.
  const attachable = account.emailVerified && email !== '';
  // A verified mailbox also confirms its guest orders still waiting for their link (issue 21).
  const [stored, , guestOrders] = await Promise.all([
    usersRepository.ensure(uid, { email, name: account.displayName ?? '', role: mirrored }),
    mirrorRoleClaim(account, mirrored),
    attachable
      ? guestOrdersService.attachToVerifiedAccount({ uid, email })
      : Promise.resolve({ attached: 0, confirmed: 0 }),
  ]);
  const cookie = await auth.createSessionCookie(idToken, { expiresIn: lifetimeMs });
  authLog.sessionStarted({
    uid,
    role: identity.role,
    newAccount: stored.created,
    attachedOrders: guestOrders.attached,
    confirmedOrders: guestOrders.confirmed,
  });
  const name = (stored.name || account.displayName || '').slice(0, 200);
  const { role, emailVerified } = identity;
  return { cookie, user: { uid, email: identity.email, name, role, emailVerified } };
}

export const sessionService = {
  /**
   * Trades a recent sign-in's ID token for a session cookie (`establish`). Only a sign-in of
   * the last 5 minutes: a stolen older token cannot become a 5-day session. `admit` runs once
   * the token's signature is checked and before anything else is read or written, with the
   * account it proves (the per-account rate limit); it refuses by throwing.
   */
  async start(
    idToken: string,
    admit: (uid: string) => Promise<void> = () => Promise.resolve(),
  ): Promise<StartedSession> {
    const signed = await verifiedIdToken(idToken, false);
    if (!isRecentSignIn(signed.auth_time, Date.now())) {
      throw unauthenticated('Recent sign-in required');
    }
    await admit(signed.uid);
    const token = await verifiedIdToken(idToken); // revocation, now that it is worth a lookup
    return establish(token, idToken);
  },

  /**
   * Re-mints the session once the account's e-mail is verified, however old the sign-in: the
   * caller proves the session with its cookie (httpOnly, so a stolen ID token alone is not
   * enough) and the same account with a fresh ID token that says the e-mail is verified.
   * An admin's new session still ends 12 hours after that sign-in (`establish`).
   */
  async refresh(cookie: string | undefined, idToken: string): Promise<StartedSession> {
    if (!cookie) throw unauthenticated('Session required');
    let session: DecodedIdToken;
    try {
      session = await auth.verifySessionCookie(cookie, true);
    } catch {
      throw unauthenticated('Invalid or expired session');
    }
    const token = await verifiedIdToken(idToken);
    if (token.uid !== session.uid) {
      throw unauthenticated('Sign-in token does not match the session');
    }
    if (token.email_verified !== true) throw unauthenticated('Email not verified');
    return establish(token, idToken);
  },

  /**
   * Who the caller is; the name as stored (the profile may have changed it), else the token's.
   * The role claim is corrected here too, so a change of the list reaches it without a sign-in.
   */
  async me(user: SessionUser): Promise<AuthUser> {
    const [stored, account] = await Promise.all([
      usersRepository.read(user.uid),
      auth.getUser(user.uid),
    ]);
    await mirrorRoleClaim(account, accountRole(account));
    const name = (stored?.name || user.name).slice(0, 200);
    const { uid, email, role, emailVerified } = user;
    return { uid, email, name, role, emailVerified };
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
      authLog.revokeFailed({ uid, error: adminErrorCode(err) ?? 'unknown' });
    }
  },
};
