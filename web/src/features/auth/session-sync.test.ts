import { describe, expect, it, vi } from 'vitest';
import type { AuthAccount } from '@/lib/firebase';
import { routeFetch, sentJson } from '@/testing/route-fetch';

// The Firebase SDK is replaced by a listener the test reports to.
const firebase = vi.hoisted(() => {
  let listener: ((account: unknown) => void) | null = null;
  return {
    report: (account: unknown) => {
      if (!listener) throw new Error('startSessionSync was not called');
      listener(account);
    },
    watchAuthState: vi.fn((callback: (account: unknown) => void) => {
      listener = callback;
      return Promise.resolve(() => undefined);
    }),
    signInWithPassword: vi.fn(),
    createAccount: vi.fn(),
    signOutOfFirebase: vi.fn(() => Promise.resolve()),
    currentIdToken: vi.fn(() => Promise.resolve('fresh-token')),
    sendVerificationEmail: vi.fn(() => Promise.resolve()),
    reloadAccount: vi.fn<() => Promise<unknown>>(() => Promise.resolve(null)),
  };
});
vi.mock('@/lib/firebase', () => firebase);

function account(uid: string, displayName: string | null = 'Ann'): AuthAccount {
  const user: AuthAccount = {
    uid,
    email: `${uid.toUpperCase()}@Example.com`,
    displayName,
    emailVerified: false,
    getIdToken: vi.fn(() => Promise.resolve(`token-${uid}`)),
  };
  return user;
}

const me = (uid: string, role = 'user', name = 'Ann Server', emailVerified = true) => ({
  ok: true,
  user: { uid, email: `${uid}@example.com`, name, role, emailVerified },
});

/** Fresh modules per test: the sync keeps module state, as it does in one page load. */
async function load() {
  vi.resetModules();
  const sync = await import('./session-sync');
  const session = await import('@/lib/session-store');
  await sync.startSessionSync();
  return { sync, session, store: () => session.useSessionStore.getState() };
}

const calls = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url as string}`);

describe('session sync', () => {
  it('for a uid not seen before: firebase-login with the ID token, then /me for the role', async () => {
    const fetchMock = routeFetch({
      'POST /api/auth/firebase-login': () => me('u1'),
      'GET /api/auth/me': () => me('u1', 'admin'),
    });
    const { session, store } = await load();

    firebase.report(account('u1'));
    await vi.waitFor(() => {
      expect(store().user?.uid).toBe('u1');
    });

    expect(calls(fetchMock)).toEqual(['POST /api/auth/firebase-login', 'GET /api/auth/me']);
    expect(sentJson(fetchMock, 0)).toEqual({ idToken: 'token-u1' });
    expect(store()).toMatchObject({
      user: { uid: 'u1', email: 'u1@example.com', name: 'Ann Server' },
      role: 'admin',
      ready: true,
    });
    expect(session.readRememberedUid()).toBe('u1');
    await expect(session.bearerHeaders()).resolves.toEqual({
      Authorization: 'Bearer fresh-token',
    });
  });

  it('calls firebase-login only when the uid differs from the remembered one', async () => {
    localStorage.setItem('toystore:session-uid', JSON.stringify('u1'));
    let cookieOf = 'u1';
    const fetchMock = routeFetch({
      'POST /api/auth/firebase-login': () => {
        cookieOf = 'u2';
        return me('u2');
      },
      'GET /api/auth/me': () => me(cookieOf),
    });
    const { store } = await load();
    expect(store().ready).toBe(false);

    firebase.report(account('u1'));
    await vi.waitFor(() => {
      expect(store().user?.uid).toBe('u1');
    });
    expect(calls(fetchMock)).toEqual(['GET /api/auth/me']);

    // The same user reported again (another tab signing in): no login; then a new user.
    firebase.report(account('u1'));
    firebase.report(account('u2'));
    await vi.waitFor(() => {
      expect(store().user?.uid).toBe('u2');
    });
    expect(calls(fetchMock).filter((call) => call.includes('firebase-login'))).toHaveLength(1);
  });

  it('starts the server session again once when /me finds none (an expired cookie)', async () => {
    localStorage.setItem('toystore:session-uid', JSON.stringify('u1'));
    let meCalls = 0;
    const fetchMock = routeFetch({
      'POST /api/auth/firebase-login': () => me('u1'),
      'GET /api/auth/me': () =>
        ++meCalls === 1 ? Response.json({ error: 'Sign in required' }, { status: 401 }) : me('u1'),
    });
    const { store } = await load();

    firebase.report(account('u1'));
    await vi.waitFor(() => {
      expect(store().user?.uid).toBe('u1');
    });
    expect(calls(fetchMock)).toEqual([
      'GET /api/auth/me',
      'POST /api/auth/firebase-login',
      'GET /api/auth/me',
    ]);
  });

  it('signs out quietly when the server will not start a session (an expired sign-in)', async () => {
    localStorage.setItem('toystore:session-uid', JSON.stringify('u1'));
    const error = vi.spyOn(console, 'error');
    const fetchMock = routeFetch({
      'GET /api/auth/me': () => Response.json({ error: 'Sign in required' }, { status: 401 }),
      'POST /api/auth/firebase-login': () =>
        Response.json({ error: 'Recent sign-in required' }, { status: 401 }),
      'POST /api/auth/logout': () => ({ ok: true }),
    });
    const { session, store } = await load();

    firebase.report(account('u1'));
    await vi.waitFor(() => {
      expect(store().ready).toBe(true);
    });
    expect(store().user).toBeNull();
    expect(firebase.signOutOfFirebase).toHaveBeenCalled();
    expect(session.readRememberedUid()).toBeNull();
    expect(calls(fetchMock)).toEqual([
      'GET /api/auth/me',
      'POST /api/auth/firebase-login',
      'GET /api/auth/me',
      'POST /api/auth/logout',
    ]);
    expect(error).not.toHaveBeenCalled();
  });

  it('signIn fails when the server session could not be started', async () => {
    routeFetch({
      'POST /api/auth/firebase-login': () => Response.json({ error: 'x' }, { status: 500 }),
      'GET /api/auth/me': () => Response.json({ error: 'Sign in required' }, { status: 401 }),
    });
    const { sync, store } = await load();
    firebase.signInWithPassword.mockResolvedValueOnce(account('u5'));
    await expect(sync.signIn('u5@example.com', 'secret1')).rejects.toBeInstanceOf(
      sync.SessionNotStartedError,
    );
    expect(store().user).toBeNull();
  });

  it('is silent when firebase-login and /me fail: the Firebase user is used as a plain user', async () => {
    const error = vi.spyOn(console, 'error');
    routeFetch({
      'POST /api/auth/firebase-login': () => Response.json({ error: 'down' }, { status: 500 }),
      'GET /api/auth/me': () => Response.json({ error: 'down' }, { status: 503 }),
    });
    const { store } = await load();

    firebase.report(account('u1'));
    await vi.waitFor(() => {
      expect(store().user?.uid).toBe('u1');
    });
    expect(store()).toMatchObject({
      user: { uid: 'u1', email: 'u1@example.com', name: 'Ann' },
      role: 'user',
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('on sign-out: POST logout, forgets the uid and clears the session', async () => {
    const fetchMock = routeFetch({
      'POST /api/auth/firebase-login': () => me('u1'),
      'GET /api/auth/me': () => me('u1'),
      'POST /api/auth/logout': () => ({ ok: true }),
    });
    const { session, store } = await load();
    firebase.report(account('u1'));
    await vi.waitFor(() => {
      expect(store().user).not.toBeNull();
    });

    firebase.report(null);
    await vi.waitFor(() => {
      expect(store().user).toBeNull();
    });
    expect(calls(fetchMock).at(-1)).toBe('POST /api/auth/logout');
    expect(session.readRememberedUid()).toBeNull();
    await expect(session.bearerHeaders()).resolves.toEqual({});
  });

  it('is silent when logout fails', async () => {
    localStorage.setItem('toystore:session-uid', JSON.stringify('u1'));
    const error = vi.spyOn(console, 'error');
    const fetchMock = routeFetch({
      'POST /api/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { session, store } = await load();

    // Remembered, but the identity provider no longer has the user.
    firebase.report(null);
    await vi.waitFor(() => {
      expect(store().ready).toBe(true);
    });
    expect(calls(fetchMock)).toEqual(['POST /api/auth/logout']);
    expect(session.readRememberedUid()).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it("a guest's first report sends nothing", async () => {
    const fetchMock = routeFetch({});
    const { store } = await load();
    firebase.report(null);
    await vi.waitFor(() => {
      expect(store().ready).toBe(true);
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signOut signs out of Firebase and the server once, whatever the listener reports', async () => {
    const fetchMock = routeFetch({
      'POST /api/auth/firebase-login': () => me('u1'),
      'GET /api/auth/me': () => me('u1'),
      'POST /api/auth/logout': () => ({ ok: true }),
    });
    const { sync, store } = await load();
    firebase.report(account('u1'));
    await vi.waitFor(() => {
      expect(store().user).not.toBeNull();
    });
    firebase.signOutOfFirebase.mockImplementationOnce(() => {
      firebase.report(null);
      return Promise.resolve();
    });

    await sync.signOut();
    expect(store().user).toBeNull();
    expect(firebase.signOutOfFirebase).toHaveBeenCalled();
    expect(calls(fetchMock).filter((call) => call.includes('logout'))).toHaveLength(1);
  });

  it('register tells the server about the new account only once its name is set', async () => {
    const fetchMock = routeFetch({
      'POST /api/auth/firebase-login': () => me('u3', 'user', 'Bea'),
      'GET /api/auth/me': () => me('u3', 'user', 'Bea'),
    });
    const { sync, store } = await load();
    const created = account('u3', null);
    let nameWhenTokenRead: string | null = 'not read';
    created.getIdToken = vi.fn(() => {
      nameWhenTokenRead = created.displayName;
      return Promise.resolve('token-u3');
    });
    firebase.createAccount.mockImplementationOnce(async () => {
      // The SDK reports the user as soon as it exists, before the name is set.
      firebase.report(created);
      await new Promise((resolve) => setTimeout(resolve, 5));
      created.displayName = 'Bea';
      return created;
    });

    await sync.register('Bea', 'u3@example.com', 'secret1');
    expect(firebase.createAccount).toHaveBeenCalledWith('Bea', 'u3@example.com', 'secret1');
    expect(nameWhenTokenRead).toBe('Bea');
    expect(store().user).toMatchObject({ uid: 'u3', name: 'Bea' });
    expect(calls(fetchMock).filter((call) => call.includes('firebase-login'))).toHaveLength(1);
  });

  it('signIn resolves once the session is in place and passes errors on', async () => {
    routeFetch({
      'POST /api/auth/firebase-login': () => me('u4'),
      'GET /api/auth/me': () => me('u4'),
    });
    const { sync, store } = await load();
    firebase.signInWithPassword.mockResolvedValueOnce(account('u4'));
    await sync.signIn(' u4@example.com ', 'secret1');
    expect(firebase.signInWithPassword).toHaveBeenCalledWith('u4@example.com', 'secret1');
    expect(store().user?.uid).toBe('u4');

    firebase.signInWithPassword.mockRejectedValueOnce({ code: 'auth/wrong-password' });
    await expect(sync.signIn('u4@example.com', 'nope123')).rejects.toEqual({
      code: 'auth/wrong-password',
    });
  });

  it('register sends the verification e-mail once the session is in place; a failure is not fatal', async () => {
    let uid = 'u6';
    routeFetch({
      'POST /api/auth/firebase-login': () => me(uid, 'user', 'Cy', false),
      'GET /api/auth/me': () => me(uid, 'user', 'Cy', false),
    });
    const { sync, store } = await load();
    firebase.createAccount.mockResolvedValueOnce(account('u6'));
    await sync.register('Cy', 'u6@example.com', 'secret1');
    expect(firebase.sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(store()).toMatchObject({ user: { uid: 'u6' }, emailVerified: false });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    firebase.sendVerificationEmail.mockRejectedValueOnce({ code: 'auth/too-many-requests' });
    uid = 'u7';
    firebase.createAccount.mockResolvedValueOnce(account('u7'));
    await expect(sync.register('Di', 'u7@example.com', 'secret1')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('once Firebase says verified: session-refresh with a fresh token, then the new role', async () => {
    let verified = false;
    const fetchMock = routeFetch({
      'POST /api/auth/firebase-login': () => me('u8', 'user', 'Ops', false),
      'GET /api/auth/me': () => me('u8', 'user', 'Ops', false),
      'POST /api/auth/session-refresh': () => me('u8', 'admin', 'Ops', true),
    });
    const { sync, store } = await load();
    const ops = account('u8');
    firebase.report(ops);
    await vi.waitFor(() => {
      expect(store().user?.uid).toBe('u8');
    });
    expect(store()).toMatchObject({ role: 'user', emailVerified: false });
    firebase.reloadAccount.mockImplementation(() =>
      Promise.resolve({ ...ops, emailVerified: verified }),
    );

    // Not verified yet: Firebase is asked, the server is not.
    await expect(sync.refreshEmailVerification()).resolves.toBe(false);
    expect(calls(fetchMock)).not.toContain('POST /api/auth/session-refresh');

    verified = true;
    await expect(sync.refreshEmailVerification()).resolves.toBe(true);
    expect(calls(fetchMock).at(-1)).toBe('POST /api/auth/session-refresh');
    expect(ops.getIdToken).toHaveBeenLastCalledWith(true);
    expect(sentJson(fetchMock, calls(fetchMock).length - 1)).toEqual({ idToken: 'token-u8' });
    expect(store()).toMatchObject({ user: { uid: 'u8' }, role: 'admin', emailVerified: true });
  });

  it('passes on a refused session-refresh and keeps the session as it was', async () => {
    routeFetch({
      'POST /api/auth/firebase-login': () => me('u9', 'user', 'Ed', false),
      'GET /api/auth/me': () => me('u9', 'user', 'Ed', false),
      'POST /api/auth/session-refresh': () =>
        Response.json({ error: 'Sign in required' }, { status: 401 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sync, store } = await load();
    firebase.report(account('u9'));
    await vi.waitFor(() => {
      expect(store().user?.uid).toBe('u9');
    });
    firebase.reloadAccount.mockResolvedValueOnce({ ...account('u9'), emailVerified: true });
    await expect(sync.refreshEmailVerification()).rejects.toMatchObject({ status: 401 });
    expect(store()).toMatchObject({ user: { uid: 'u9' }, role: 'user', emailVerified: false });
  });

  it("sign-out clears the user's checkout draft and every passport draft of the tab", async () => {
    const { storageKeys } = await import('@/lib/storage');
    routeFetch({
      'POST /api/auth/firebase-login': () => me('u1'),
      'GET /api/auth/me': () => me('u1'),
      'POST /api/auth/logout': () => ({ ok: true }),
    });
    const { store } = await load();
    firebase.report(account('u1'));
    await vi.waitFor(() => {
      expect(store().user).not.toBeNull();
    });
    localStorage.setItem(storageKeys.checkoutDraft('u1@example.com'), '{"city":"Paris"}');
    sessionStorage.setItem(storageKeys.checkoutPassport('u1@example.com'), '{"nationality":"F"}');
    sessionStorage.setItem(storageKeys.checkoutPassport('guest'), '{"nationality":"G"}');
    localStorage.setItem(storageKeys.checkoutDraft('bo@example.com'), '{"city":"Rome"}');

    firebase.report(null);
    await vi.waitFor(() => {
      expect(store().user).toBeNull();
    });
    expect(localStorage.getItem(storageKeys.checkoutDraft('u1@example.com'))).toBeNull();
    expect(sessionStorage.length).toBe(0);
    // Another account's saved address on this browser is not this sign-out's business.
    expect(localStorage.getItem(storageKeys.checkoutDraft('bo@example.com'))).not.toBeNull();
  });
});
