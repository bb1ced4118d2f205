import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  };
});
vi.mock('@/lib/firebase', () => firebase);

function account(uid: string, displayName: string | null = 'Ann'): AuthAccount {
  const user: AuthAccount = {
    uid,
    email: `${uid.toUpperCase()}@Example.com`,
    displayName,
    getIdToken: vi.fn(() => Promise.resolve(`token-${uid}`)),
  };
  return user;
}

const me = (uid: string, role = 'user', name = 'Ann Server') => ({
  ok: true,
  user: { uid, email: `${uid}@example.com`, name, role },
});

/** Fresh modules per test: the sync keeps module state, as it does in one page load. */
async function load() {
  vi.resetModules();
  const sync = await import('./session-sync');
  const session = await import('@/lib/session-store');
  const { useCartStore } = await import('@/features/cart/stores/cart-store');
  await sync.startSessionSync();
  return { sync, session, useCartStore, store: () => session.useSessionStore.getState() };
}

const calls = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url as string}`);

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('session sync', () => {
  it('for a uid not seen before: firebase-login with the ID token, then /me for the role', async () => {
    const fetchMock = routeFetch({
      'POST /api/auth/firebase-login': () => me('u1'),
      'GET /api/auth/me': () => me('u1', 'admin'),
    });
    const { session, useCartStore, store } = await load();

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
    expect(useCartStore.getState().userKey).toBe('u1@example.com');
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

  it('on sign-out: POST logout, forgets the uid, clears the session and switches the cart to guest', async () => {
    const fetchMock = routeFetch({
      'POST /api/auth/firebase-login': () => me('u1'),
      'GET /api/auth/me': () => me('u1'),
      'POST /api/auth/logout': () => ({ ok: true }),
    });
    const { session, useCartStore, store } = await load();
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
    expect(useCartStore.getState().userKey).toBe('guest');
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
});
