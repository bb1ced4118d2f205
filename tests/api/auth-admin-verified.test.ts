import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { IsAdminResponseSchema, SessionResponseSchema } from '@contract/auth';
import { ErrorBodySchema } from '@contract/common';
import { call, sessionPair, startSession } from '../support/accounts';
import {
  adminAuth,
  createTestUser,
  deleteAuthAccount,
  refreshIdToken,
  signIn,
  signInWithTokens,
  verifyEmailByLink,
  type TestUser,
} from '../support/auth';
import { adminDb } from '../support/emulators';

/**
 * The admin role needs a verified mailbox on ADMIN_EMAILS. `ops@example.com` is on the local
 * list and never seeded: it stands for an admin who has not signed up yet. It is one address
 * for the whole emulator run, so every test here starts and ends without its account.
 */
const OPS = 'ops@example.com';
const OPS_PASSWORD = 'ops-pass-1';

const errorOf = (body: unknown) => ErrorBodySchema.parse(body).error;
const userOf = (body: unknown) => SessionResponseSchema.parse(body).user;
const claimsOf = async (uid: string) => (await adminAuth().getUser(uid)).customClaims;

/** How the API treats one credential: the role in /me and is-admin, and an admin route. */
async function standing(credential: { cookie: string } | { bearer: TestUser }) {
  const me = await call('GET', '/api/auth/me', credential);
  const isAdmin = await call('GET', '/api/auth/is-admin', credential);
  const adminRoute = await call('GET', '/api/admin/coupons', credential);
  return {
    me: { role: userOf(me.body).role, emailVerified: userOf(me.body).emailVerified },
    isAdmin: IsAdminResponseSchema.parse(isAdmin.body).isAdmin,
    adminRoute: adminRoute.status,
  };
}

/** A new ID token of ops, carrying the claims the account has now. */
async function freshTokenOf(): Promise<Pick<TestUser, 'idToken' | 'bearer'>> {
  const idToken = await signIn(OPS, OPS_PASSWORD);
  return { idToken, bearer: { authorization: `Bearer ${idToken}` } };
}

/** A listed account made with the Admin SDK, signed in (ID token from the emulator). */
async function opsAccount(emailVerified: boolean): Promise<TestUser> {
  const { uid } = await adminAuth().createUser({
    email: OPS,
    password: OPS_PASSWORD,
    displayName: 'Ops',
    emailVerified,
  });
  return { uid, email: OPS, name: 'Ops', ...(await freshTokenOf()) };
}

beforeEach(() => deleteAuthAccount(OPS));
afterAll(() => deleteAuthAccount(OPS));

describe('the admin role needs a verified e-mail on the list', () => {
  it('when ops@example.com registers, then it is a user until its e-mail is verified and the session refreshed, then an admin', async () => {
    const registered = await call('POST', '/api/auth/register', {
      body: { name: 'Ops', email: OPS, password: OPS_PASSWORD },
    });
    expect(registered.status).toBe(200);
    expect(userOf(registered.body)).toMatchObject({ role: 'user', emailVerified: false });
    const cookie = sessionPair(registered.setCookies) ?? '';
    const { uid } = userOf(registered.body);
    expect(await standing({ cookie })).toEqual({
      me: { role: 'user', emailVerified: false },
      isAdmin: false,
      adminRoute: 403,
    });
    expect(errorOf((await call('GET', '/api/admin/users', { cookie })).body)).toBe(
      'Admin access required',
    );
    expect((await claimsOf(uid))?.role).toBe('user');

    // The owner opens the verification link an ID token later; the old cookie still says
    // unverified, so it stays a user's until the session is refreshed.
    const { idToken, refreshToken } = await signInWithTokens(OPS, OPS_PASSWORD);
    await verifyEmailByLink(idToken, OPS);
    expect((await standing({ cookie })).adminRoute).toBe(403);

    const refreshed = await call('POST', '/api/auth/session-refresh', {
      cookie,
      body: { idToken: await refreshIdToken(refreshToken) },
    });
    expect(refreshed.status).toBe(200);
    expect(userOf(refreshed.body)).toEqual({
      uid,
      email: OPS,
      name: 'Ops',
      role: 'admin',
      emailVerified: true,
    });
    const adminCookie = sessionPair(refreshed.setCookies) ?? '';
    expect(adminCookie).not.toBe(cookie);
    expect(await standing({ cookie: adminCookie })).toEqual({
      me: { role: 'admin', emailVerified: true },
      isAdmin: true,
      adminRoute: 200,
    });
    expect((await claimsOf(uid))?.role).toBe('admin');
    expect((await adminDb().doc(`users/${uid}`).get()).get('role')).toBe('admin');
  });

  it('when a listed address is signed in unverified (even holding an old admin claim), then user on every route and the claim is removed', async () => {
    const ops = await opsAccount(false);
    await adminAuth().setCustomUserClaims(ops.uid, { role: 'admin' });
    const opsWithClaim = { ...ops, ...(await freshTokenOf()) };

    expect(await standing({ bearer: opsWithClaim })).toEqual({
      me: { role: 'user', emailVerified: false },
      isAdmin: false,
      adminRoute: 403,
    });
    expect((await claimsOf(ops.uid))?.role).toBe('user');

    await adminAuth().setCustomUserClaims(ops.uid, { role: 'admin' });
    const login = await call('POST', '/api/auth/firebase-login', {
      body: { idToken: opsWithClaim.idToken },
    });
    expect(userOf(login.body)).toMatchObject({ role: 'user', emailVerified: false });
    expect((await claimsOf(ops.uid))?.role).toBe('user');
    const cookie = sessionPair(login.setCookies) ?? '';
    const created = await call('POST', '/api/admin/coupons', {
      cookie,
      body: { code: `OPS${String(Date.now())}`, type: 'percent', value: 10 },
    });
    expect(created.status).toBe(403);
  });

  it('when a listed address is verified, then firebase-login gives admin in the answer, the claim and the admin routes', async () => {
    const ops = await opsAccount(true);
    const cookie = await startSession(ops);
    expect(await standing({ cookie })).toEqual({
      me: { role: 'admin', emailVerified: true },
      isAdmin: true,
      adminRoute: 200,
    });
    expect((await standing({ bearer: ops })).adminRoute).toBe(200);
    expect((await claimsOf(ops.uid))?.role).toBe('admin');
  });
});

describe('a stale admin claim on an account not on the list', () => {
  it('when GET /api/auth/me or firebase-login sees it, then it is removed and other claims kept', async () => {
    const user = await createTestUser('stale-admin');
    await adminAuth().setCustomUserClaims(user.uid, { role: 'admin', tier: 'gold' });
    const me = await call('GET', '/api/auth/me', { bearer: user });
    expect(userOf(me.body).role).toBe('user');
    expect(await claimsOf(user.uid)).toEqual({ role: 'user', tier: 'gold' });

    await adminAuth().setCustomUserClaims(user.uid, { role: 'admin', tier: 'gold' });
    await startSession(user);
    expect(await claimsOf(user.uid)).toEqual({ role: 'user', tier: 'gold' });
    expect((await call('GET', '/api/admin/coupons', { bearer: user })).status).toBe(403);
  });
});
