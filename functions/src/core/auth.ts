import type { RequestHandler, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Role } from '../contract/user';
import { isUnavailable, READ_DEADLINE_MS, withDeadline } from './deadline';
import { isAdminEmail, normaliseEmail } from './env';
import { auth } from './firebase';
import { AppError } from './errors';

/** Who is calling, as far as the server can prove it. */
export interface SessionUser {
  uid: string;
  /** Lower-cased; empty when the account has no e-mail. */
  email: string;
  name: string;
  /** The credential's `email_verified`: whether the mailbox was proven when it was issued. */
  emailVerified: boolean;
  /**
   * `roleFor` the credential, checked on every request: the `role` claim and `users/{uid}.role`
   * are mirrors for security rules and the UI, so taking an address off the list takes effect
   * at once here even though an old claim lives on until it is corrected.
   */
  role: Role;
  /**
   * When the credential's sign-in happened (`auth_time`, Unix seconds): a session cookie keeps
   * the time of the sign-in it was minted from. Absent for identities built in process, which
   * then never count as a recent sign-in (`core/recent-sign-in.ts`).
   */
  authTime?: number;
}

/**
 * Admin only for a proven mailbox on the admin list. Without the proof, whoever registers a
 * listed address first (before its owner does) would be an admin.
 */
export function roleFor(email: string, emailVerified: boolean): Role {
  return emailVerified && isAdminEmail(email) ? 'admin' : 'user';
}

/** Firebase Hosting forwards only the cookie with this name to functions. */
export const SESSION_COOKIE = '__session';

/** `Cookie` header to a map. Malformed pairs are skipped; values are URI-decoded when possible. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (name === '' || name in cookies) continue; // the first one wins, as in browsers
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Who a verified ID token or session cookie names, and the role it earns. */
export function toSessionUser(token: DecodedIdToken): SessionUser {
  const name: unknown = token.name;
  const email = normaliseEmail(token.email ?? '');
  const emailVerified = token.email_verified === true;
  return {
    uid: token.uid,
    email,
    name: typeof name === 'string' ? name : '',
    emailVerified,
    role: roleFor(email, emailVerified),
    authTime: token.auth_time,
  };
}

/**
 * A credential that does not verify (expired, revoked, forged) proves nothing: null. Only
 * the check is caught: a fault of ours afterwards is a 500, never a silent guest. A check
 * that cannot be made (Auth down, or slower than READ_DEADLINE_MS) is a 503, never a guest:
 * a signed-in shopper must not see their cart or orders as someone else's.
 */
async function verified(check: () => Promise<DecodedIdToken>): Promise<SessionUser | null> {
  let token: DecodedIdToken;
  try {
    token = await withDeadline(check(), READ_DEADLINE_MS, 'auth verification');
  } catch (err) {
    if (isUnavailable(err)) throw err;
    return null;
  }
  return toSessionUser(token);
}

/**
 * Optional identity: records the caller (see `currentUser`) from an `Authorization: Bearer <ID token>` header
 * (what the web app sends on calls made without cookies) or else the `__session` cookie.
 * Revocation is checked, so a signed-out or deleted account is a guest at once.
 */
export const identify: RequestHandler = async (req, res, next) => {
  let user: SessionUser | null = null;
  try {
    const token = bearerToken(req.headers.authorization);
    if (token) user = await verified(() => auth.verifyIdToken(token, true));
    const cookie = parseCookies(req.headers.cookie)[SESSION_COOKIE];
    if (!user && cookie) user = await verified(() => auth.verifySessionCookie(cookie, true));
  } catch (err) {
    next(err);
    return;
  }
  rememberUser(res, user);
  next();
};

/** After `identify`: only signed-in callers pass. */
export const requireUser: RequestHandler = (_req, res, next) => {
  if (!currentUser(res)) {
    next(new AppError('unauthenticated', 'Sign in required', 401));
    return;
  }
  next();
};

/** After `identify`: guests get 401, signed-in callers who are not admins 403. */
export const requireAdmin: RequestHandler = (_req, res, next) => {
  const user = currentUser(res);
  if (!user) {
    next(new AppError('unauthenticated', 'Sign in required', 401));
    return;
  }
  if (user.role !== 'admin') {
    next(new AppError('forbidden', 'Admin access required', 403));
    return;
  }
  next();
};

// Keyed by the response rather than kept in `res.locals`, which Express types as `any`.
const identities = new WeakMap<Response, SessionUser | null>();

/** Records who is calling for the rest of this request (`identify` does; tests may too). */
export function rememberUser(res: Response, user: SessionUser | null): void {
  identities.set(res, user);
}

/** The identity `identify` found, or null for a guest. */
export function currentUser(res: Response): SessionUser | null {
  return identities.get(res) ?? null;
}

/** For handlers behind `requireUser`. */
export function signedInUser(res: Response): SessionUser {
  const user = currentUser(res);
  if (!user) throw new AppError('unauthenticated', 'Sign in required', 401);
  return user;
}
