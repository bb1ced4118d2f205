import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = {
  verifyIdToken: vi.fn(),
  getUser: vi.fn(),
  setCustomUserClaims: vi.fn(),
  createSessionCookie: vi.fn(),
  createUser: vi.fn(),
  verifySessionCookie: vi.fn(),
  revokeRefreshTokens: vi.fn(),
};
const ensure = vi.fn();
const attachGuestOrders = vi.fn();
const signInWithPassword = vi.fn();

vi.mock('../../core/firebase', () => ({ auth, db: {} }));
vi.mock('../../core/env', () => ({
  isAdminEmail: (email: string) => email === 'boss@example.com',
  normaliseEmail: (email: string) => email.trim().toLowerCase(),
}));
vi.mock('./users.repository', () => ({ usersRepository: { ensure } }));
vi.mock('../orders/order-ownership.repository', () => ({
  orderOwnershipRepository: { attachGuestOrders },
}));
vi.mock('./password-sign-in', () => ({
  assertPasswordSignInAvailable: vi.fn(),
  signInWithPassword,
}));

const { sessionService } = await import('./session.service');

const nowSeconds = () => Math.floor(Date.now() / 1000);

function account(over: Record<string, unknown> = {}) {
  return {
    uid: 'u1',
    email: 'Sam@Example.com',
    displayName: 'Sam',
    emailVerified: false,
    customClaims: undefined,
    ...over,
  };
}

beforeEach(() => {
  for (const fn of [...Object.values(auth), ensure, attachGuestOrders, signInWithPassword]) {
    fn.mockReset();
  }
  auth.verifyIdToken.mockResolvedValue({ uid: 'u1', auth_time: nowSeconds() - 10 });
  auth.getUser.mockResolvedValue(account());
  auth.createSessionCookie.mockResolvedValue('cookie-value');
  ensure.mockResolvedValue({ created: true, name: 'Sam' });
  attachGuestOrders.mockResolvedValue(0);
});

describe('sessionService.start', () => {
  it('when the sign-in is fresh, then a cookie, the account in step and the role claim set', async () => {
    const session = await sessionService.start('id-token');
    expect(session).toEqual({
      cookie: 'cookie-value',
      user: { uid: 'u1', email: 'sam@example.com', name: 'Sam', role: 'user' },
    });
    expect(auth.verifyIdToken).toHaveBeenCalledWith('id-token', true);
    expect(auth.createSessionCookie).toHaveBeenCalledWith('id-token', {
      expiresIn: 5 * 24 * 3600 * 1000,
    });
    expect(ensure).toHaveBeenCalledWith('u1', {
      email: 'sam@example.com',
      name: 'Sam',
      role: 'user',
    });
    expect(auth.setCustomUserClaims).toHaveBeenCalledWith('u1', { role: 'user' });
  });

  it('when the sign-in is older than 5 minutes, then 401 Recent sign-in required and no cookie', async () => {
    auth.verifyIdToken.mockResolvedValue({ uid: 'u1', auth_time: nowSeconds() - 301 });
    await expect(sessionService.start('old')).rejects.toMatchObject({
      status: 401,
      message: 'Recent sign-in required',
    });
    expect(auth.createSessionCookie).not.toHaveBeenCalled();
    expect(ensure).not.toHaveBeenCalled();
  });

  it('when the token does not verify, then 401 and nothing else happens', async () => {
    auth.verifyIdToken.mockRejectedValue(new Error('revoked'));
    await expect(sessionService.start('bad')).rejects.toMatchObject({ status: 401 });
    expect(auth.getUser).not.toHaveBeenCalled();
  });

  it('when the claim already says the role, then claims are not written; other claims are kept', async () => {
    auth.getUser.mockResolvedValue(account({ customClaims: { role: 'user', tier: 'gold' } }));
    await sessionService.start('t');
    expect(auth.setCustomUserClaims).not.toHaveBeenCalled();

    auth.getUser.mockResolvedValue(
      account({ email: 'boss@example.com', customClaims: { role: 'user', tier: 'gold' } }),
    );
    const session = await sessionService.start('t');
    expect(session.user.role).toBe('admin');
    expect(auth.setCustomUserClaims).toHaveBeenCalledWith('u1', { role: 'admin', tier: 'gold' });
  });

  it('when the e-mail is verified, then guest orders are attached; unverified, never', async () => {
    await sessionService.start('t');
    expect(attachGuestOrders).not.toHaveBeenCalled();
    auth.getUser.mockResolvedValue(account({ emailVerified: true }));
    await sessionService.start('t');
    expect(attachGuestOrders).toHaveBeenCalledWith('u1', 'sam@example.com');
  });
});

describe('sessionService.register', () => {
  it('when the e-mail is taken, then 409 Email already registered and no sign-in', async () => {
    auth.createUser.mockRejectedValue(
      Object.assign(new Error('exists'), { code: 'auth/email-already-exists' }),
    );
    await expect(
      sessionService.register({ name: 'A', email: 'a@b.io', password: 'secret1' }),
    ).rejects.toMatchObject({ status: 409, message: 'Email already registered' });
    expect(signInWithPassword).not.toHaveBeenCalled();
  });
});

describe('sessionService.end', () => {
  it('when the cookie is valid, then its account is revoked; an invalid or absent one, nothing', async () => {
    auth.verifySessionCookie.mockResolvedValueOnce({ uid: 'u1' });
    await sessionService.end('cookie');
    expect(auth.revokeRefreshTokens).toHaveBeenCalledWith('u1');

    auth.revokeRefreshTokens.mockClear();
    auth.verifySessionCookie.mockRejectedValueOnce(new Error('expired'));
    await sessionService.end('stale');
    await sessionService.end(undefined);
    expect(auth.revokeRefreshTokens).not.toHaveBeenCalled();
  });
});
