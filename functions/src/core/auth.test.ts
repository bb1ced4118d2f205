import type { Request, Response } from 'express';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isUnavailable, READ_DEADLINE_MS } from './deadline';
import { AppError } from './errors';

const verifyIdToken = vi.fn();
const verifySessionCookie = vi.fn();
vi.mock('./firebase', () => ({ auth: { verifyIdToken, verifySessionCookie }, db: {} }));
vi.mock('./env', () => ({
  isAdminEmail: (email: string) => email === 'boss@example.com',
  normaliseEmail: (email: string) => email.trim().toLowerCase(),
}));

const { currentUser, identify, parseCookies, rememberUser, requireAdmin, requireUser, roleFor } =
  await import('./auth');
type SessionUser = NonNullable<ReturnType<typeof currentUser>>;

/** A response whose caller `identify` already recorded. */
function responseFor(user: SessionUser | null): Response {
  const res = { locals: {} } as unknown as Response;
  rememberUser(res, user);
  return res;
}

const token = (uid: string, extra: Record<string, unknown> = {}) => ({ uid, ...extra });

const noRequest = { headers: {} } as unknown as Request;

async function identityOf(headers: Record<string, string>) {
  const req = { headers } as unknown as Request;
  const res = { locals: {} } as unknown as Response;
  const next = vi.fn<(err?: unknown) => void>();
  await identify(req, res, next);
  expect(next).toHaveBeenCalledWith();
  return currentUser(res);
}

beforeEach(() => {
  verifyIdToken.mockReset();
  verifySessionCookie.mockReset();
});

describe('parseCookies', () => {
  it('when a Cookie header has several pairs, then each is read, decoded and trimmed', () => {
    expect(parseCookies('a=1; __session=abc%3D%3D ; b="q"')).toEqual({
      a: '1',
      __session: 'abc==',
      b: 'q',
    });
  });

  it('when pairs are malformed or repeated, then they are skipped and the first wins', () => {
    expect(parseCookies('junk; =x; a=1; a=2; c=%E0%A4%A')).toEqual({ a: '1', c: '%E0%A4%A' });
    expect(parseCookies(undefined)).toEqual({});
  });
});

describe('identify', () => {
  it('when a valid Bearer ID token is sent, then the user is who it names (e-mail lower-cased)', async () => {
    verifyIdToken.mockResolvedValue(
      token('u1', { email: 'Sam@Example.com', name: 'Sam', email_verified: true }),
    );
    expect(await identityOf({ authorization: 'Bearer t0k3n' })).toEqual({
      uid: 'u1',
      email: 'sam@example.com',
      name: 'Sam',
      emailVerified: true,
      role: 'user',
    });
    expect(verifyIdToken).toHaveBeenCalledWith('t0k3n', true);
  });

  it('when only the session cookie is sent, then it is verified with revocation checked', async () => {
    verifySessionCookie.mockResolvedValue(token('u2'));
    expect(await identityOf({ cookie: 'x=1; __session=sess' })).toEqual({
      uid: 'u2',
      email: '',
      name: '',
      emailVerified: false,
      role: 'user',
    });
    expect(verifySessionCookie).toHaveBeenCalledWith('sess', true);
  });

  it('when a credential names its sign-in time, then the identity keeps it (auth_time, seconds)', async () => {
    verifySessionCookie.mockResolvedValue(token('u4', { auth_time: 1_760_000_000 }));
    expect((await identityOf({ cookie: '__session=s' }))?.authTime).toBe(1_760_000_000);
    verifyIdToken.mockResolvedValue(token('u4', { auth_time: 1_760_000_123 }));
    expect((await identityOf({ authorization: 'Bearer t' }))?.authTime).toBe(1_760_000_123);
  });

  it('when the verified e-mail is on the admin list, then the role is admin whatever the claim says', async () => {
    verifySessionCookie.mockResolvedValue(
      token('a1', { email: 'Boss@Example.com', email_verified: true, role: 'user' }),
    );
    expect((await identityOf({ cookie: '__session=s' }))?.role).toBe('admin');
    verifySessionCookie.mockResolvedValue(
      token('a2', { email: 'sam@example.com', email_verified: true, role: 'admin' }),
    );
    expect((await identityOf({ cookie: '__session=s' }))?.role).toBe('user');
  });

  it('when the listed e-mail is not verified in the credential, then the role is user, cookie or Bearer', async () => {
    for (const unproven of [{ email_verified: false }, {}, { email_verified: 'true' }]) {
      const claims = { email: 'boss@example.com', role: 'admin', ...unproven };
      verifySessionCookie.mockResolvedValue(token('a3', claims));
      expect(await identityOf({ cookie: '__session=s' })).toMatchObject({
        role: 'user',
        emailVerified: false,
      });
      verifyIdToken.mockResolvedValue(token('a3', claims));
      expect((await identityOf({ authorization: 'Bearer t' }))?.role).toBe('user');
    }
  });

  it('when the token is invalid but the cookie is good, then the cookie decides', async () => {
    verifyIdToken.mockRejectedValue(new Error('expired'));
    verifySessionCookie.mockResolvedValue(token('u3'));
    expect((await identityOf({ authorization: 'Bearer bad', cookie: '__session=ok' }))?.uid).toBe(
      'u3',
    );
  });

  it('when nothing verifies or nothing is sent, then the caller is a guest', async () => {
    verifyIdToken.mockRejectedValue(new Error('forged'));
    verifySessionCookie.mockRejectedValue(new Error('revoked'));
    expect(await identityOf({ authorization: 'Bearer bad', cookie: '__session=bad' })).toBeNull();
    expect(await identityOf({ authorization: 'Basic abc' })).toBeNull();
    expect(await identityOf({})).toBeNull();
  });

  it('when Auth never answers the check, then a 503 after the deadline, never a silent guest', async () => {
    vi.useFakeTimers();
    try {
      verifySessionCookie.mockReturnValue(new Promise(() => undefined));
      const req = { headers: { cookie: '__session=ok' } } as unknown as Request;
      const res = { locals: {} } as unknown as Response;
      const next = vi.fn<(err?: unknown) => void>();
      const done = identify(req, res, next);
      await vi.advanceTimersByTimeAsync(READ_DEADLINE_MS);
      await done;
      expect(next).toHaveBeenCalledTimes(1);
      expect(isUnavailable(next.mock.calls[0]?.[0])).toBe(true);
      expect(currentUser(res)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('when Auth is unreachable, then a 503 too; a credential it refuses stays a guest', async () => {
    verifyIdToken.mockRejectedValue(
      Object.assign(new Error('socket hang up'), { code: 'app/network-error' }),
    );
    const next = vi.fn<(err?: unknown) => void>();
    await identify(
      { headers: { authorization: 'Bearer t' } } as unknown as Request,
      { locals: {} } as unknown as Response,
      next,
    );
    expect(isUnavailable(next.mock.calls[0]?.[0])).toBe(true);
  });
});

describe('roleFor', () => {
  it('when the e-mail is listed and verified, then admin; listed but unverified or unlisted, then user', () => {
    expect(roleFor('boss@example.com', true)).toBe('admin');
    expect(roleFor('boss@example.com', false)).toBe('user');
    expect(roleFor('sam@example.com', true)).toBe('user');
  });
});

describe('requireUser', () => {
  it('when the caller is a guest, then 401 Sign in required; when signed in, then it passes', () => {
    const next = vi.fn<(err?: unknown) => void>();
    requireUser(noRequest, responseFor(null), next);
    const err = next.mock.calls[0]?.[0];
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 401, message: 'Sign in required' });

    const ok = vi.fn<(err?: unknown) => void>();
    const user: SessionUser = { uid: 'u', email: '', name: '', emailVerified: false, role: 'user' };
    requireUser(noRequest, responseFor(user), ok);
    expect(ok).toHaveBeenCalledWith();
  });
});

describe('requireAdmin', () => {
  const errorFor = (user: SessionUser | null) => {
    const next = vi.fn<(err?: unknown) => void>();
    requireAdmin(noRequest, responseFor(user), next);
    return next.mock.calls[0]?.[0];
  };

  it('when a guest calls, then 401; a user, then 403; an admin passes', () => {
    expect(errorFor(null)).toMatchObject({ status: 401, message: 'Sign in required' });
    expect(
      errorFor({ uid: 'u', email: 'u@x.io', name: '', emailVerified: true, role: 'user' }),
    ).toMatchObject({
      status: 403,
      message: 'Admin access required',
    });
    expect(
      errorFor({
        uid: 'a',
        email: 'boss@example.com',
        name: '',
        emailVerified: true,
        role: 'admin',
      }),
    ).toBe(undefined);
  });
});
