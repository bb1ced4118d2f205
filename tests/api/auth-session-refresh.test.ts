import { describe, expect, it } from 'vitest';
import { SessionResponseSchema } from '@contract/auth';
import { ErrorBodySchema } from '@contract/common';
import {
  call,
  createAccount,
  createOrder,
  sessionPair,
  startSession,
  type Answer,
} from '../support/accounts';
import {
  adminAuth,
  refreshIdToken,
  signInWithTokens,
  verifyEmailByLink,
  type TestUser,
} from '../support/auth';
import { adminDb } from '../support/emulators';

const errorOf = (body: unknown) => ErrorBodySchema.parse(body).error;
const userOf = (body: unknown) => SessionResponseSchema.parse(body).user;

/** An account signed in through the emulator (ID and refresh token) with a server session. */
async function signedInAccount(label: string) {
  const account = await createAccount(label);
  const tokens = await signInWithTokens(account.email, account.password);
  const user: TestUser = { ...account, idToken: tokens.idToken };
  return { ...user, refreshToken: tokens.refreshToken, cookie: await startSession(user) };
}

/** The refused answer carries the error and sets no cookie. */
function expectRefused(res: Answer, status: number, message: string): void {
  expect({ status: res.status, error: errorOf(res.body) }).toEqual({ status, error: message });
  expect(sessionPair(res.setCookies)).toBeNull();
}

describe('POST /api/auth/session-refresh', () => {
  it('when the e-mail is verified after sign-in, then the session is re-minted saying so and guest orders join the account', async () => {
    const user = await signedInAccount('verify-later');
    const guestOrder = await createOrder({ userEmail: user.email });
    expect(
      userOf((await call('GET', '/api/auth/me', { cookie: user.cookie })).body).emailVerified,
    ).toBe(false);

    await verifyEmailByLink(user.idToken, user.email);
    const res = await call('POST', '/api/auth/session-refresh', {
      cookie: user.cookie,
      body: { idToken: await refreshIdToken(user.refreshToken) },
    });

    expect(res.status).toBe(200);
    expect(userOf(res.body)).toEqual({
      uid: user.uid,
      email: user.email,
      name: user.name,
      role: 'user',
      emailVerified: true,
    });
    const line = res.setCookies.find((cookie) => cookie.startsWith('__session=')) ?? '';
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const cookie = sessionPair(res.setCookies) ?? '';
    expect(userOf((await call('GET', '/api/auth/me', { cookie })).body).emailVerified).toBe(true);
    expect((await adminDb().doc(`orders/${guestOrder}`).get()).get('userUid')).toBe(user.uid);
  });

  it('when the ID token does not say the e-mail is verified, then 401 Email not verified', async () => {
    const user = await signedInAccount('not-verified');
    const res = await call('POST', '/api/auth/session-refresh', {
      cookie: user.cookie,
      body: { idToken: await refreshIdToken(user.refreshToken) },
    });
    expectRefused(res, 401, 'Email not verified');
  });

  it('when there is no session cookie, or it is not valid, then 401 and no cookie', async () => {
    const user = await signedInAccount('no-cookie');
    await adminAuth().updateUser(user.uid, { emailVerified: true });
    const idToken = await refreshIdToken(user.refreshToken);
    const bearerOnly = await call('POST', '/api/auth/session-refresh', {
      bearer: { ...user, bearer: { authorization: `Bearer ${idToken}` } },
      body: { idToken },
    });
    expectRefused(bearerOnly, 401, 'Session required');
    const forged = await call('POST', '/api/auth/session-refresh', {
      cookie: '__session=forged',
      body: { idToken },
    });
    expectRefused(forged, 401, 'Invalid or expired session');
  });

  it("when the ID token is another account's or not a token, then 401 and no cookie", async () => {
    const [victim, attacker] = await Promise.all([
      signedInAccount('refresh-victim'),
      signedInAccount('refresh-attacker'),
    ]);
    await adminAuth().updateUser(attacker.uid, { emailVerified: true });
    const attackerToken = await refreshIdToken(attacker.refreshToken);
    const swapped = await call('POST', '/api/auth/session-refresh', {
      cookie: victim.cookie,
      body: { idToken: attackerToken },
    });
    expectRefused(swapped, 401, 'Sign-in token does not match the session');
    const garbage = await call('POST', '/api/auth/session-refresh', {
      cookie: victim.cookie,
      body: { idToken: 'not-a-token' },
    });
    expectRefused(garbage, 401, 'Invalid or expired sign-in token');
  });

  it('when another site sends it, with or without the cookie, then 403 Cross-site request refused', async () => {
    const user = await signedInAccount('refresh-csrf');
    await adminAuth().updateUser(user.uid, { emailVerified: true });
    const idToken = await refreshIdToken(user.refreshToken);
    for (const cookie of [user.cookie, null]) {
      const res = await call('POST', '/api/auth/session-refresh', {
        cookie,
        origin: 'https://evil.example',
        body: { idToken },
      });
      expectRefused(res, 403, 'Cross-site request refused');
    }
  });
});
