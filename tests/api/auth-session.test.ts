import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { IsAdminResponseSchema, SessionResponseSchema } from '@contract/auth';
import { ErrorBodySchema } from '@contract/common';
import { call, nextSecond, seededAdmin, sessionPair, startSession } from '../support/accounts';
import { adminAuth, createTestUser } from '../support/auth';
import { adminDb } from '../support/emulators';

const errorOf = (body: unknown) => ErrorBodySchema.parse(body).error;
const cookieLine = (lines: string[]) => lines.find((line) => line.startsWith('__session=')) ?? '';

describe('POST /api/auth/firebase-login', () => {
  it('when a fresh ID token is sent, then the __session cookie is set httpOnly, Secure, SameSite, Path=/', async () => {
    const user = await createTestUser('login');
    const res = await call('POST', '/api/auth/firebase-login', {
      body: { idToken: user.idToken },
    });
    expect(res.status).toBe(200);
    expect(SessionResponseSchema.parse(res.body)).toEqual({
      ok: true,
      user: {
        uid: user.uid,
        email: user.email,
        name: user.name,
        role: 'user',
        emailVerified: false,
      },
    });
    const line = cookieLine(res.setCookies);
    expect(line).toMatch(/^__session=[^;]{20,};/);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*Secure/i);
    expect(line).toMatch(/;\s*SameSite=Strict/i);
    expect(line).toMatch(/;\s*Path=\/(;|$)/);
    expect(line).toMatch(/;\s*Max-Age=432000/);
    expect(res.headers.get('cache-control')).toContain('private');
  });

  it('when an account signs in the first time, then its users document and role claim are made once', async () => {
    const user = await createTestUser('firstlogin');
    await startSession(user);
    const doc = await adminDb().doc(`users/${user.uid}`).get();
    expect(doc.data()).toMatchObject({ email: user.email, name: user.name, role: 'user' });
    const createdAt: unknown = doc.get('createdAt');
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect(doc.get('profile')).toMatchObject({ name: user.name, email: user.email, gender: '' });
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ role: 'user' });

    await startSession(user);
    const again = await adminDb().doc(`users/${user.uid}`).get();
    expect(again.get('createdAt')).toEqual(createdAt);
  });

  it('when another feature wrote into the users document first, then the missing fields are filled', async () => {
    const user = await createTestUser('partial');
    await adminDb().doc(`users/${user.uid}`).set({ referralCode: 'ABCD2345' });
    await startSession(user);
    const doc = await adminDb().doc(`users/${user.uid}`).get();
    expect(doc.data()).toMatchObject({ referralCode: 'ABCD2345', email: user.email, role: 'user' });
    expect(doc.get('createdAt')).toBeInstanceOf(Timestamp);
  });

  it('when the admin signs in, then the role is admin in the answer, the claim and the users document', async () => {
    const admin = await seededAdmin();
    const res = await call('POST', '/api/auth/firebase-login', {
      body: { idToken: admin.idToken },
    });
    expect(SessionResponseSchema.parse(res.body).user).toMatchObject({
      role: 'admin',
      emailVerified: true,
    });
    expect((await adminAuth().getUser(admin.uid)).customClaims?.role).toBe('admin');
    expect((await adminDb().doc(`users/${admin.uid}`).get()).get('role')).toBe('admin');
    const cookie = sessionPair(res.setCookies) ?? '';
    const isAdmin = await call('GET', '/api/auth/is-admin', { cookie });
    expect(IsAdminResponseSchema.parse(isAdmin.body)).toEqual({ isAdmin: true });
  });

  it('when the token is forged or missing, then 401 or 400 and no cookie', async () => {
    const forged = await call('POST', '/api/auth/firebase-login', {
      body: { idToken: 'not-a-token' },
    });
    expect(forged.status).toBe(401);
    expect(errorOf(forged.body)).toBe('Invalid or expired sign-in token');
    expect(sessionPair(forged.setCookies)).toBeNull();
    const missing = await call('POST', '/api/auth/firebase-login', { body: {} });
    expect(missing.status).toBe(400);
  });
});

describe('the session cookie in use', () => {
  it('when only the cookie is sent, then GET /api/auth/me knows the user; a guest gets 401', async () => {
    const user = await createTestUser('me');
    const cookie = await startSession(user);
    const me = await call('GET', '/api/auth/me', { cookie });
    expect(me.status).toBe(200);
    expect(SessionResponseSchema.parse(me.body).user).toEqual({
      uid: user.uid,
      email: user.email,
      name: user.name,
      role: 'user',
      emailVerified: false,
    });
    expect(me.headers.get('cache-control')).toContain('private');
    const guest = await call('GET', '/api/auth/me');
    expect(guest.status).toBe(401);
    expect(errorOf(guest.body)).toBe('Sign in required');
    const isAdmin = await call('GET', '/api/auth/is-admin', { cookie });
    expect(IsAdminResponseSchema.parse(isAdmin.body)).toEqual({ isAdmin: false });
  });

  it.each(['POST', 'GET'])(
    'when the user logs out with %s, then the cookie is cleared and the old one is refused',
    async (method) => {
      const user = await createTestUser('logout');
      const cookie = await startSession(user);
      await nextSecond();
      const res = await call(method, '/api/auth/logout', { cookie });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      const line = cookieLine(res.setCookies);
      expect(line).toMatch(/^__session=;/);
      expect(line).toMatch(/;\s*Max-Age=0/);
      expect(res.headers.get('cache-control')).toContain('private');

      const after = await call('GET', '/api/auth/me', { cookie });
      expect(after.status).toBe(401);
    },
  );

  it('when the refresh tokens are revoked, then the cookie is refused', async () => {
    const user = await createTestUser('revoked');
    const cookie = await startSession(user);
    expect((await call('GET', '/api/auth/me', { cookie })).status).toBe(200);
    await nextSecond();
    await adminAuth().revokeRefreshTokens(user.uid);
    expect((await call('GET', '/api/auth/me', { cookie })).status).toBe(401);
  });

  it('when a guest or a bad cookie logs out, then still 200 and the cookie cleared', async () => {
    for (const cookie of [null, '__session=garbage']) {
      const res = await call('POST', '/api/auth/logout', { cookie });
      expect(res.status).toBe(200);
      expect(cookieLine(res.setCookies)).toMatch(/Max-Age=0/);
    }
  });
});
