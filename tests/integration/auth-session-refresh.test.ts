import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../functions/src/core/errors';
import { sessionService } from '../../functions/src/features/auth/session.service';
import { adminAuth, refreshIdToken, signInWithTokens, verifyEmailByLink } from '../support/auth';
import { requireEmulators, uniqueSuffix } from '../support/emulators';

// The session service in this process, against the Auth and Firestore emulators, so the clock
// can be moved: the emulators cannot mint a token whose sign-in is an hour old (a crafted one
// would predate the account's tokensValidAfterTime and count as revoked), but this process can
// live an hour after a real sign-in. 55 minutes keeps the refreshed ID token (1 hour) valid.
vi.mock('firebase-functions', () => ({
  logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
requireEmulators();

const LATER_MS = 55 * 60 * 1000;

/** `auth_time` of a JWT, read without verifying (the test's own token). */
function authTimeOf(jwt: string): number {
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
    auth_time: number;
  };
  return payload.auth_time;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('session refresh for a verification made an hour after sign-in (in process)', () => {
  it('when the e-mail is verified about an hour after sign-in, then firebase-login refuses the sign-in and session-refresh re-mints the session as an admin', async () => {
    const email = `late-admin-${uniqueSuffix()}@example.com`;
    const password = `pw-${uniqueSuffix()}`;
    vi.stubEnv('ADMIN_EMAILS', JSON.stringify(['admin@example.com', email]));
    const { uid } = await adminAuth().createUser({ email, password, displayName: 'Late Admin' });
    const signedIn = await signInWithTokens(email, password);
    const started = await sessionService.start(signedIn.idToken);
    expect(started.user).toMatchObject({ uid, role: 'user', emailVerified: false });

    await verifyEmailByLink(signedIn.idToken, email);
    const fresh = await refreshIdToken(signedIn.refreshToken);
    expect(authTimeOf(fresh)).toBe(authTimeOf(signedIn.idToken)); // the same, old sign-in

    // Only Date is faked, and all of it (`new Date()` and `Date.now()` agree, which the
    // Firestore client's deadlines need); timers run for real and the clock keeps ticking.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LATER_MS, shouldAdvanceTime: true });

    const login = sessionService.start(fresh);
    await expect(login).rejects.toBeInstanceOf(AppError);
    await expect(login).rejects.toMatchObject({ status: 401, message: 'Recent sign-in required' });

    const refreshed = await sessionService.refresh(started.cookie, fresh);
    expect(refreshed.user).toEqual({
      uid,
      email,
      name: 'Late Admin',
      role: 'admin',
      emailVerified: true,
    });
    const cookie = await adminAuth().verifySessionCookie(refreshed.cookie, true);
    expect(cookie).toMatchObject({ uid, email_verified: true, auth_time: authTimeOf(fresh) });
    expect((await adminAuth().getUser(uid)).customClaims?.role).toBe('admin');
  });
});
