import type { CookieOptions, Response } from 'express';
import { SESSION_COOKIE } from '../../core/auth';

/** How long a server session lasts: 5 days (Firebase allows 5 minutes to 2 weeks). */
export const SESSION_MAX_AGE_MS = 5 * 24 * 60 * 60 * 1000;

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

export function setSessionCookie(res: Response, value: string): void {
  privateNoStore(res);
  res.cookie(SESSION_COOKIE, value, { ...ATTRIBUTES, maxAge: SESSION_MAX_AGE_MS });
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
