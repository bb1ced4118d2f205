import type { Response } from 'express';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../core/firebase', () => ({ auth: {}, db: {} }));
const {
  ADMIN_SESSION_MAX_AGE_MS,
  clearSessionCookie,
  isRecentSignIn,
  mintedLifetimeMs,
  sessionLifetimeMs,
  setSessionCookie,
  SESSION_MAX_AGE_MS,
} = await import('./session-cookie');

/** A session cookie shaped as Firebase mints one: a JWT whose claims say iat and exp. */
const jwt = (claims: Record<string, unknown>) =>
  ['{"alg":"RS256"}', JSON.stringify(claims)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .concat('signature')
    .join('.');
const IAT = 1_760_000_000;

function fakeResponse() {
  const cookie = vi.fn();
  const set = vi.fn();
  return { res: { cookie, set } as unknown as Response, cookie, set };
}

describe('session cookie', () => {
  it('when set, then __session is httpOnly, Secure, SameSite=Strict, Path=/, 5 days, private', () => {
    const { res, cookie, set } = fakeResponse();
    const value = jwt({ iat: IAT, exp: IAT + 5 * 24 * 3600 });
    setSessionCookie(res, value);
    expect(cookie).toHaveBeenCalledWith('__session', value, {
      httpOnly: true,
      secure: true,
      sameSite: 'strict',
      path: '/',
      maxAge: SESSION_MAX_AGE_MS,
    });
    expect(SESSION_MAX_AGE_MS).toBe(5 * 24 * 3600 * 1000);
    expect(set).toHaveBeenCalledWith('Cache-Control', 'private, no-store');
  });

  it("when an admin's cookie is set, then the browser keeps it as long as it was minted for", () => {
    const { res, cookie } = fakeResponse();
    const value = jwt({ iat: IAT, exp: IAT + 11 * 3600 });
    setSessionCookie(res, value);
    expect(cookie).toHaveBeenCalledWith(
      '__session',
      value,
      expect.objectContaining({ maxAge: 11 * 3600 * 1000 }),
    );
  });

  it('when cleared, then the same attributes with Max-Age 0', () => {
    const { res, cookie } = fakeResponse();
    clearSessionCookie(res);
    expect(cookie).toHaveBeenCalledWith('__session', '', expect.objectContaining({ maxAge: 0 }));
  });
});

describe('isRecentSignIn', () => {
  const now = 1_750_000_000_000;
  it('when the sign-in was under 5 minutes ago, then recent; at 5 minutes or more, not', () => {
    expect(isRecentSignIn(now / 1000 - 10, now)).toBe(true);
    expect(isRecentSignIn(now / 1000 - 299, now)).toBe(true);
    expect(isRecentSignIn(now / 1000 - 300, now)).toBe(false);
    expect(isRecentSignIn(now / 1000 - 86_400, now)).toBe(false);
  });
});

describe('sessionLifetimeMs', () => {
  const now = 1_750_000_000_000;
  const ago = (seconds: number) => now / 1000 - seconds;

  it('when a shopper signs in, then 5 days; an admin, then 12 hours at most', () => {
    expect(sessionLifetimeMs('user', ago(10), now)).toBe(5 * 24 * 3600 * 1000);
    expect(sessionLifetimeMs('admin', ago(0), now)).toBe(12 * 3600 * 1000);
    expect(ADMIN_SESSION_MAX_AGE_MS).toBe(12 * 3600 * 1000);
    // A sign-in clock a little ahead of ours does not stretch it.
    expect(sessionLifetimeMs('admin', ago(-30), now)).toBe(12 * 3600 * 1000);
  });

  it("when an admin's session is minted from an older sign-in, then only what is left of its 12 hours, in whole seconds", () => {
    expect(sessionLifetimeMs('admin', ago(120.5), now)).toBe((12 * 3600 - 121) * 1000);
    expect(sessionLifetimeMs('admin', ago(3 * 3600), now)).toBe(9 * 3600 * 1000);
    expect(sessionLifetimeMs('user', ago(3 * 3600), now)).toBe(5 * 24 * 3600 * 1000);
  });

  it("when less than Firebase's 5 minutes are left of an admin's 12 hours, then none", () => {
    expect(sessionLifetimeMs('admin', ago(12 * 3600 - 300), now)).toBe(300 * 1000);
    expect(sessionLifetimeMs('admin', ago(12 * 3600 - 299), now)).toBeNull();
    expect(sessionLifetimeMs('admin', ago(13 * 3600), now)).toBeNull();
  });
});

describe('mintedLifetimeMs', () => {
  it('when the cookie says iat and exp, then their difference', () => {
    expect(mintedLifetimeMs(jwt({ iat: IAT, exp: IAT + 43_200 }))).toBe(43_200_000);
  });

  it('when the claims cannot be read, then the shortest lifetime, an admin’s', () => {
    for (const odd of ['value', 'a.%%%.c', jwt({ iat: IAT }), jwt({ iat: IAT, exp: IAT - 1 })]) {
      expect(mintedLifetimeMs(odd)).toBe(12 * 3600 * 1000);
    }
  });
});
