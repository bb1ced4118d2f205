import type { Auth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { ensureAuthUser } from './auth-users';
import { seedUsers } from './data';

/** Just enough of the Admin Auth API to record what the seed does. */
function fakeAuth(existing: Record<string, string>) {
  const calls: string[] = [];
  const claims: Record<string, unknown> = {};
  const written: Record<string, unknown>[] = [];
  const auth = {
    getUserByEmail: (email: string) => {
      const uid = existing[email];
      if (uid) return Promise.resolve({ uid });
      return Promise.reject(Object.assign(new Error('no user'), { code: 'auth/user-not-found' }));
    },
    createUser: (props: { email: string }) => {
      calls.push(`create ${props.email}`);
      written.push(props);
      return Promise.resolve({ uid: `new-${props.email}` });
    },
    updateUser: (uid: string, props: Record<string, unknown>) => {
      calls.push(`update ${uid}`);
      written.push(props);
      return Promise.resolve({ uid });
    },
    setCustomUserClaims: (uid: string, c: unknown) => {
      claims[uid] = c;
      return Promise.resolve();
    },
  };
  return { auth: auth as unknown as Auth, calls, claims, written };
}

const [admin, shopper] = seedUsers;

describe('ensureAuthUser', () => {
  it('creates missing accounts and sets the role claim', async () => {
    if (!admin) throw new Error('admin seed user missing');
    const { auth, calls, claims } = fakeAuth({});
    const uid = await ensureAuthUser(auth, admin);
    expect(uid).toBe('new-admin@example.com');
    expect(calls).toEqual(['create admin@example.com']);
    expect(claims[uid]).toEqual({ role: 'admin' });
  });

  it('reuses an existing account by email', async () => {
    if (!shopper) throw new Error('shopper seed user missing');
    const { auth, calls, claims } = fakeAuth({ 'shopper@example.com': 'uid-sam' });
    expect(await ensureAuthUser(auth, shopper)).toBe('uid-sam');
    expect(calls).toEqual(['update uid-sam']);
    expect(claims['uid-sam']).toEqual({ role: 'user' });
  });

  it('when the seed creates or updates the admin, then its e-mail is marked verified (admin needs it)', async () => {
    if (!admin) throw new Error('admin seed user missing');
    const created = fakeAuth({});
    await ensureAuthUser(created.auth, admin);
    const updated = fakeAuth({ 'admin@example.com': 'uid-admin' });
    await ensureAuthUser(updated.auth, admin);
    for (const props of [...created.written, ...updated.written]) {
      expect(props).toMatchObject({ emailVerified: true, password: 'admin123' });
    }
    expect(created.written).toHaveLength(1);
    expect(updated.written).toHaveLength(1);
  });

  it('does not swallow other Auth errors', async () => {
    if (!admin) throw new Error('admin seed user missing');
    const { auth } = fakeAuth({});
    auth.getUserByEmail = () => Promise.reject(new Error('emulator down'));
    await expect(ensureAuthUser(auth, admin)).rejects.toThrow('emulator down');
  });
});
