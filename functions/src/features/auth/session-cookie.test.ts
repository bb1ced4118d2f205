import type { Response } from 'express';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../core/firebase', () => ({ auth: {}, db: {} }));
const { clearSessionCookie, isRecentSignIn, setSessionCookie, SESSION_MAX_AGE_MS } =
  await import('./session-cookie');

function fakeResponse() {
  const cookie = vi.fn();
  const set = vi.fn();
  return { res: { cookie, set } as unknown as Response, cookie, set };
}

describe('session cookie', () => {
  it('when set, then __session is httpOnly, Secure, SameSite=Strict, Path=/, 5 days, private', () => {
    const { res, cookie, set } = fakeResponse();
    setSessionCookie(res, 'value');
    expect(cookie).toHaveBeenCalledWith('__session', 'value', {
      httpOnly: true,
      secure: true,
      sameSite: 'strict',
      path: '/',
      maxAge: SESSION_MAX_AGE_MS,
    });
    expect(SESSION_MAX_AGE_MS).toBe(5 * 24 * 3600 * 1000);
    expect(set).toHaveBeenCalledWith('Cache-Control', 'private, no-store');
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
