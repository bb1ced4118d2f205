import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bearerHeaders,
  forgetRememberedUid,
  readRememberedUid,
  rememberUid,
  selectIsAdmin,
  setIdTokenSource,
  useSessionStore,
} from './session-store';

const ann = { uid: 'u1', email: 'ann@example.com', name: 'Ann' };

afterEach(() => {
  setIdTokenSource(null);
});

describe('session store', () => {
  it('starts signed out', () => {
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('adds a bearer token only for a signed-in user with a token source', async () => {
    setIdTokenSource(() => Promise.resolve('token-1'));
    await expect(bearerHeaders()).resolves.toEqual({});
    useSessionStore.getState().setUser(ann);
    await expect(bearerHeaders()).resolves.toEqual({ Authorization: 'Bearer token-1' });
  });

  it('falls back to a guest call when the token cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useSessionStore.getState().setUser(ann);
    setIdTokenSource(() => Promise.reject(new Error('expired')));
    await expect(bearerHeaders()).resolves.toEqual({});
    setIdTokenSource(null);
    await expect(bearerHeaders()).resolves.toEqual({});
  });

  it('holds the role from the server; admin only while signed in', () => {
    useSessionStore.setState({ ready: false });
    useSessionStore.getState().setSession(ann, 'admin', true);
    expect(useSessionStore.getState()).toMatchObject({ user: ann, role: 'admin', ready: true });
    expect(selectIsAdmin(useSessionStore.getState())).toBe(true);
    useSessionStore.getState().clearSession();
    expect(useSessionStore.getState()).toMatchObject({ user: null, role: 'user', ready: true });
    expect(selectIsAdmin(useSessionStore.getState())).toBe(false);
  });

  it('remembers the last signed-in uid under its own key', () => {
    expect(readRememberedUid()).toBeNull();
    rememberUid('u1');
    expect(localStorage.getItem('toystore:session-uid')).toBe('"u1"');
    expect(readRememberedUid()).toBe('u1');
    forgetRememberedUid();
    expect(readRememberedUid()).toBeNull();
    localStorage.setItem('toystore:session-uid', '42');
    expect(readRememberedUid()).toBeNull();
  });
});
