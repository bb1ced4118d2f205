import type { CookieOptions, Response } from 'express';
import type { Role } from '../../contract/user';
import { SESSION_COOKIE } from '../../core/auth';

/** How long a shopper's server session lasts: 5 days (Firebase allows 5 minutes to 2 weeks). */
export const SESSION_MAX_AGE_MS = 5 * 24 * 60 * 60 * 1000;

/** An admin's session ends at most 12 hours after the sign-in it comes from: a working day. */
export const ADMIN_SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** Firebase's shortest session cookie. */
const MIN_SESSION_MS = 5 * 60 * 1000;

/**
 * How long a new session cookie may last, in whole seconds (given in ms): 5 days for a
 * shopper; for an admin, what is left of the 12 hours since the sign-in it is minted from
 * (`session-refresh` re-mints from an older sign-in, and must not stretch it), or null when
 * less than Firebase's 5-minute minimum is left: that admin has to sign in again.
 */
export function sessionLifetimeMs(
  role: Role,
  authTimeSeconds: number,
  nowMs: number,
): number | null {
  if (role !== 'admin') return SESSION_MAX_AGE_MS;
  const sinceSignIn = Math.max(0, nowMs - authTimeSeconds * 1000);
  const left = Math.floor((ADMIN_SESSION_MAX_AGE_MS - sinceSignIn) / 1000) * 1000;
  return left >= MIN_SESSION_MS ? left : null;
}

/**
 * The lifetime a session cookie was minted with (its claims' `exp - iat`, in ms), so the
 * browser keeps it exactly as long as Firebase accepts it, whichever lifetime `establish`
 * chose. A value whose claims cannot be read gets the admin's lifetime, the shortest.
 */
export function mintedLifetimeMs(cookie: string): number {
  try {
    const payload = Buffer.from(cookie.split('.')[1] ?? '', 'base64url').toString('utf8');
    const { iat, exp } = JSON.parse(payload) as { iat?: unknown; exp?: unknown };
    if (typeof iat === 'number' && typeof exp === 'number' && exp > iat) return (exp - iat) * 1000;
  } catch {
    // Not a JWT: fall through to the shortest lifetime.
  }
  return ADMIN_SESSION_MAX_AGE_MS;
}

/**
 * httpOnly: scripts never see it. Secure: HTTPS only (browsers treat http://localhost as
 * secure). SameSite=Strict: never sent on requests started by another site, navigations
 * included; our HTML is static and the app's own calls are same-site, so nothing needs more.
 */
const ATTRIBUTES: CookieOptions = { httpOnly: true, secure: true, sameSite: 'strict', path: '/' };

/**
 * Answers that set or clear the cookie are personal: never stored by a browser or Hosting's CDN
 * (which would otherwise hand one visitor's cookie to the next).
 */
export function privateNoStore(res: Response): void {
  res.set('Cache-Control', 'private, no-store');
}

/** Sets `__session`; its Max-Age is the lifetime the cookie was minted with (`mintedLifetimeMs`). */
export function setSessionCookie(res: Response, value: string): void {
  privateNoStore(res);
  res.cookie(SESSION_COOKIE, value, { ...ATTRIBUTES, maxAge: mintedLifetimeMs(value) });
}

/** `Max-Age=0` with the same attributes, so the browser drops the cookie it holds. */
export function clearSessionCookie(res: Response): void {
  privateNoStore(res);
  res.cookie(SESSION_COOKIE, '', { ...ATTRIBUTES, maxAge: 0 });
}

/** Firebase's advice: mint a session cookie only from a sign-in made in the last 5 minutes. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** Whether a token's `auth_time` (seconds) is recent enough at `nowMs` to start a session. */
export function isRecentSignIn(authTimeSeconds: number, nowMs: number): boolean {
  return nowMs / 1000 - authTimeSeconds < RECENT_SIGN_IN_SECONDS;
}
