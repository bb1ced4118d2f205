import type { RequestHandler } from 'express';
import { signedInUser, type SessionUser } from './auth';
import { AppError } from './errors';

/**
 * Passport data and the orders export are shown to an admin only within 10 minutes of typing
 * the password: a session cookie lifted from an admin's browser, or a browser left signed in,
 * does not open them. Measured from the sign-in (`auth_time`), not from the cookie's minting.
 */
export const ADMIN_RECENT_SIGN_IN_SECONDS = 10 * 60;

/** Whether the caller's sign-in is recent enough at `nowMs`; an unknown sign-in time is not. */
export function signedInRecently(user: SessionUser, nowMs: number): boolean {
  if (user.authTime === undefined) return false;
  return nowMs / 1000 - user.authTime < ADMIN_RECENT_SIGN_IN_SECONDS;
}

/** 401 with `code: 'reauth_required'`: the web asks for the password again and repeats the call. */
export const reauthRequired = () =>
  new AppError(
    'reauth_required',
    'Please enter your password again: passport data and exports need a sign-in from the last 10 minutes',
    401,
  );

/** Throws `reauthRequired()` unless the caller signed in within ADMIN_RECENT_SIGN_IN_SECONDS. */
export function assertSignedInRecently(user: SessionUser, nowMs = Date.now()): void {
  if (!signedInRecently(user, nowMs)) throw reauthRequired();
}

/** After `adminOnly` (or `identify` + `requireUser`): only a recent sign-in passes. */
export const requireRecentSignIn: RequestHandler = (_req, res, next) => {
  try {
    assertSignedInRecently(signedInUser(res));
  } catch (err) {
    next(err);
    return;
  }
  next();
};
