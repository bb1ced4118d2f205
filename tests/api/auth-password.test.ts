import { describe, expect, it } from 'vitest';
import { SessionResponseSchema } from '@contract/auth';
import { ErrorBodySchema } from '@contract/common';
import { call, createAccount, sessionPair } from '../support/accounts';
import { adminAuth } from '../support/auth';
import { adminDb, uniqueSuffix } from '../support/emulators';

const errorOf = (body: unknown) => ErrorBodySchema.parse(body).error;

describe('POST /api/auth/register', () => {
  it('when a new e-mail registers, then the account, its users document and a session exist', async () => {
    const email = `reg-${uniqueSuffix()}@example.com`;
    const res = await call('POST', '/api/auth/register', {
      body: { name: ' Riley Register ', email, password: 'secret1' },
    });
    expect(res.status).toBe(200);
    const { user } = SessionResponseSchema.parse(res.body);
    expect(user).toMatchObject({ email, name: 'Riley Register', role: 'user' });
    const cookie = sessionPair(res.setCookies);
    expect(cookie).not.toBeNull();
    expect((await adminAuth().getUser(user.uid)).displayName).toBe('Riley Register');
    expect((await adminDb().doc(`users/${user.uid}`).get()).get('name')).toBe('Riley Register');

    const me = await call('GET', '/api/auth/me', { cookie });
    expect(SessionResponseSchema.parse(me.body).user.uid).toBe(user.uid);
  });

  it('when the e-mail is already registered, then 409 Email already registered', async () => {
    const existing = await createAccount('dup');
    const res = await call('POST', '/api/auth/register', {
      body: { name: 'Again', email: existing.email.toUpperCase(), password: 'secret1' },
    });
    expect(res.status).toBe(409);
    expect(errorOf(res.body)).toBe('Email already registered');
  });

  it('when the password is short or the e-mail malformed, then 400 with the form message', async () => {
    const short = await call('POST', '/api/auth/register', {
      body: { name: 'Shorty', email: `s-${uniqueSuffix()}@example.com`, password: '12345' },
    });
    expect(short.status).toBe(400);
    expect(errorOf(short.body)).toContain('At least 6 characters');
    const bad = await call('POST', '/api/auth/register', {
      body: { name: 'Bad', email: 'not-an-email', password: 'secret1' },
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body)).toContain('Please enter a valid email');
  });
});

describe('POST /api/auth/login', () => {
  it('when the password is right, then a session for that account', async () => {
    const account = await createAccount('pwlogin');
    const res = await call('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(res.status).toBe(200);
    expect(SessionResponseSchema.parse(res.body).user.uid).toBe(account.uid);
    const me = await call('GET', '/api/auth/me', { cookie: sessionPair(res.setCookies) });
    expect(me.status).toBe(200);
  });

  it('when the password is wrong or the e-mail unknown, then the same 401 and no cookie', async () => {
    const account = await createAccount('pwwrong');
    for (const body of [
      { email: account.email, password: 'wrong-password' },
      { email: `nobody-${uniqueSuffix()}@example.com`, password: 'whatever' },
    ]) {
      const res = await call('POST', '/api/auth/login', { body });
      expect(res.status).toBe(401);
      expect(errorOf(res.body)).toBe('Invalid email or password');
      expect(sessionPair(res.setCookies)).toBeNull();
    }
  });
});
