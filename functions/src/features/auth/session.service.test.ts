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
const attachToVerifiedAccount = vi.fn();
const signInWithPassword = vi.fn();

vi.mock('../../core/firebase', () => ({ auth, db: {} }));
vi.mock('../../core/env', () => ({
  isAdminEmail: (email: string) => email === 'boss@example.com',
  normaliseEmail: (email: string) => email.trim().toLowerCase(),
}));
const read = vi.fn();
vi.mock('./users.repository', () => ({ usersRepository: { ensure, read } }));
vi.mock('../orders/guest-orders.service', () => ({
  guestOrdersService: { attachToVerifiedAccount },
}));
vi.mock('./password-sign-in', () => ({
  assertPasswordSignInAvailable: vi.fn(),
  signInWithPassword,
}));

const { sessionService } = await import('./session.service');

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A decoded ID token or session cookie of `u1`, signed in `age` seconds ago. */
const decoded = (over: Record<string, unknown> = {}, age = 10) => ({
  uid: 'u1',
  email: 'sam@example.com',
  email_verified: false,
  auth_time: nowSeconds() - age,
  ...over,
});

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
  const mocks = [ensure, read, attachToVerifiedAccount, signInWithPassword];
  for (const fn of [...Object.values(auth), ...mocks]) fn.mockReset();
  auth.verifyIdToken.mockResolvedValue(decoded());
  auth.getUser.mockResolvedValue(account());
  auth.createSessionCookie.mockResolvedValue('cookie-value');
  ensure.mockResolvedValue({ created: true, name: 'Sam' });
  attachToVerifiedAccount.mockResolvedValue({ attached: 0, confirmed: 0 });
});

describe('sessionService.start', () => {
  it('when the sign-in is fresh, then a cookie, the account in step and the role claim set', async () => {
    const session = await sessionService.start('id-token');
    expect(session).toEqual({
      cookie: 'cookie-value',
      user: {
        uid: 'u1',
        email: 'sam@example.com',
        name: 'Sam',
        role: 'user',
        emailVerified: false,
      },
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
    auth.verifyIdToken.mockResolvedValue(decoded({}, 301));
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

    auth.verifyIdToken.mockResolvedValue(
      decoded({ email: 'boss@example.com', email_verified: true }),
    );
    auth.getUser.mockResolvedValue(
      account({
        email: 'boss@example.com',
        emailVerified: true,
        customClaims: { role: 'user', tier: 'gold' },
      }),
    );
    const session = await sessionService.start('t');
    expect(session.user).toMatchObject({ role: 'admin', emailVerified: true });
    expect(auth.setCustomUserClaims).toHaveBeenCalledWith('u1', { role: 'admin', tier: 'gold' });
    expect(ensure).toHaveBeenLastCalledWith('u1', expect.objectContaining({ role: 'admin' }));
  });

  it('when a listed e-mail is not verified, then user everywhere and a stale admin claim removed', async () => {
    auth.verifyIdToken.mockResolvedValue(decoded({ email: 'boss@example.com' }));
    auth.getUser.mockResolvedValue(
      account({ email: 'boss@example.com', customClaims: { role: 'admin', tier: 'gold' } }),
    );
    const session = await sessionService.start('t');
    expect(session.user).toMatchObject({ role: 'user', emailVerified: false });
    expect(auth.setCustomUserClaims).toHaveBeenCalledWith('u1', { role: 'user', tier: 'gold' });
    expect(ensure).toHaveBeenCalledWith('u1', expect.objectContaining({ role: 'user' }));
  });

  it('when the e-mail is verified, then guest orders are attached (and confirmed); unverified, never', async () => {
    await sessionService.start('t');
    expect(attachToVerifiedAccount).not.toHaveBeenCalled();
    auth.getUser.mockResolvedValue(account({ emailVerified: true }));
    await sessionService.start('t');
    expect(attachToVerifiedAccount).toHaveBeenCalledWith({ uid: 'u1', email: 'sam@example.com' });
  });
});

describe('sessionService.refresh', () => {
  beforeEach(() => {
    auth.verifySessionCookie.mockResolvedValue(decoded({}, 3600));
    auth.verifyIdToken.mockResolvedValue(decoded({ email_verified: true }, 3600));
    auth.getUser.mockResolvedValue(account({ emailVerified: true }));
  });

  it('when the cookie is valid and a verified token of the same uid comes an hour after sign-in, then a new session', async () => {
    const session = await sessionService.refresh('old-cookie', 'fresh-token');
    expect(session).toEqual({
      cookie: 'cookie-value',
      user: { uid: 'u1', email: 'sam@example.com', name: 'Sam', role: 'user', emailVerified: true },
    });
    expect(auth.verifySessionCookie).toHaveBeenCalledWith('old-cookie', true);
    expect(auth.verifyIdToken).toHaveBeenCalledWith('fresh-token', true);
    expect(auth.createSessionCookie).toHaveBeenCalledWith('fresh-token', {
      expiresIn: 5 * 24 * 3600 * 1000,
    });
    expect(attachToVerifiedAccount).toHaveBeenCalledWith({ uid: 'u1', email: 'sam@example.com' });
  });

  it('when the verified e-mail is on the admin list, then the refreshed session is an admin one', async () => {
    auth.verifyIdToken.mockResolvedValue(
      decoded({ email: 'boss@example.com', email_verified: true }, 3600),
    );
    auth.getUser.mockResolvedValue(account({ email: 'boss@example.com', emailVerified: true }));
    const session = await sessionService.refresh('c', 't');
    expect(session.user.role).toBe('admin');
    expect(auth.setCustomUserClaims).toHaveBeenCalledWith('u1', { role: 'admin' });
  });

  const refusals: [string, () => void, string | undefined, string][] = [
    ['no cookie is sent', () => undefined, undefined, 'Session required'],
    [
      'the cookie does not verify',
      () => auth.verifySessionCookie.mockRejectedValue(new Error('revoked')),
      'c',
      'Invalid or expired session',
    ],
    [
      'the ID token does not verify',
      () => auth.verifyIdToken.mockRejectedValue(new Error('expired')),
      'c',
      'Invalid or expired sign-in token',
    ],
    [
      'the ID token is of another account',
      () => auth.verifyIdToken.mockResolvedValue(decoded({ uid: 'u2', email_verified: true })),
      'c',
      'Sign-in token does not match the session',
    ],
    [
      'the ID token does not say the e-mail is verified',
      () => auth.verifyIdToken.mockResolvedValue(decoded()),
      'c',
      'Email not verified',
    ],
  ];
  it.each(refusals)('when %s, then 401 and no session', async (_, arrange, cookie, message) => {
    arrange();
    await expect(sessionService.refresh(cookie, 't')).rejects.toMatchObject({
      status: 401,
      message,
    });
    expect(auth.createSessionCookie).not.toHaveBeenCalled();
    expect(ensure).not.toHaveBeenCalled();
    expect(auth.setCustomUserClaims).not.toHaveBeenCalled();
  });
});

describe('sessionService.me', () => {
  const caller = {
    uid: 'u1',
    email: 'sam@example.com',
    name: 'Sam',
    emailVerified: false,
    role: 'user' as const,
  };

  it('when the account has a stale admin claim, then it is corrected and other claims kept', async () => {
    read.mockResolvedValue({ name: 'Samantha', profile: {} });
    auth.getUser.mockResolvedValue(account({ customClaims: { role: 'admin', tier: 'gold' } }));
    expect(await sessionService.me(caller)).toEqual({ ...caller, name: 'Samantha' });
    expect(auth.setCustomUserClaims).toHaveBeenCalledWith('u1', { role: 'user', tier: 'gold' });
  });

  it('when the claim already matches the account, then nothing is written', async () => {
    read.mockResolvedValue(null);
    auth.getUser.mockResolvedValue(account({ customClaims: { role: 'user' } }));
    expect((await sessionService.me(caller)).name).toBe('Sam');
    expect(auth.setCustomUserClaims).not.toHaveBeenCalled();
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

describe('admin session lifetime', () => {
  const boss = { email: 'boss@example.com', email_verified: true };
  const expiresIn = () =>
    (auth.createSessionCookie.mock.lastCall?.[1] as { expiresIn: number } | undefined)?.expiresIn;

  beforeEach(() => {
    auth.getUser.mockResolvedValue(account({ email: 'boss@example.com', emailVerified: true }));
  });

  it('when an admin signs in, then the cookie is minted for 12 hours at most; a shopper keeps 5 days', async () => {
    auth.verifyIdToken.mockResolvedValue(decoded(boss, 0));
    expect((await sessionService.start('t')).user.role).toBe('admin');
    expect(expiresIn()).toBeLessThanOrEqual(12 * 3600 * 1000);
    expect(expiresIn()).toBeGreaterThan(12 * 3600 * 1000 - 5000);

    auth.verifyIdToken.mockResolvedValue(decoded({}, 0));
    auth.getUser.mockResolvedValue(account());
    await sessionService.start('t');
    expect(expiresIn()).toBe(5 * 24 * 3600 * 1000);
  });

  it("when an admin's session is re-minted 3 hours after the sign-in, then it lasts the 9 hours left", async () => {
    auth.verifySessionCookie.mockResolvedValue(decoded(boss, 3 * 3600));
    auth.verifyIdToken.mockResolvedValue(decoded(boss, 3 * 3600));
    await sessionService.refresh('c', 't');
    expect(expiresIn()).toBeLessThanOrEqual(9 * 3600 * 1000);
    expect(expiresIn()).toBeGreaterThan(9 * 3600 * 1000 - 5000);
  });

  it('when 12 hours have passed since the admin signed in, then 401 and no new session', async () => {
    auth.verifySessionCookie.mockResolvedValue(decoded(boss, 12 * 3600));
    auth.verifyIdToken.mockResolvedValue(decoded(boss, 12 * 3600));
    await expect(sessionService.refresh('c', 't')).rejects.toMatchObject({
      status: 401,
      message: 'Recent sign-in required',
    });
    expect(auth.createSessionCookie).not.toHaveBeenCalled();
    expect(ensure).not.toHaveBeenCalled();
  });
});
