import { beforeAll, describe, expect, it } from 'vitest';
import { IsAdminResponseSchema, ProfileResponseSchema } from '@contract/auth';
import { call, createAccount, createOrderOf, seededAdmin, type Answer } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { uniqueSuffix } from '../support/emulators';

/**
 * Every endpoint of accounts, sessions and customer orders, called by a guest, a user, another
 * user and the admin, each with their own credentials (Bearer ID token; the cookie paths are
 * covered in auth-session and auth-csrf). "Another user" asks for the user's things.
 */
type Who = 'guest' | 'user' | 'other' | 'admin';
type Principal = (TestUser & { password: string }) | null;

let principals: Record<Who, Principal>;
let userOrderId: string;

beforeAll(async () => {
  const [user, other, admin] = await Promise.all([
    createAccount('matrix-user'),
    createAccount('matrix-other'),
    seededAdmin(),
  ]);
  principals = { guest: null, user, other, admin: { ...admin, password: 'admin123' } };
  userOrderId = await createOrderOf(user);
});

const userEmail = () => encodeURIComponent(principals.user?.email ?? '');

/** The profile the caller has, sent back unchanged (so the shared admin's stays as seeded). */
async function ownProfile(p: Principal): Promise<unknown> {
  if (!p) return { name: 'Guest' };
  const res = await call('GET', '/api/auth/profile', { bearer: p });
  return ProfileResponseSchema.parse(res.body).user;
}

interface Row {
  endpoint: string;
  expected: Record<Who, number>;
  run: (p: Principal, who: Who) => Promise<Answer>;
  check?: (answer: Answer, who: Who) => void;
}

const rows: Row[] = [
  {
    endpoint: 'POST /api/auth/firebase-login',
    expected: { guest: 401, user: 200, other: 200, admin: 200 },
    run: (p) =>
      call('POST', '/api/auth/firebase-login', { body: { idToken: p?.idToken ?? 'guest' } }),
  },
  {
    // A Bearer token alone never re-mints a session: the refresh needs the session cookie.
    endpoint: 'POST /api/auth/session-refresh (no cookie)',
    expected: { guest: 401, user: 401, other: 401, admin: 401 },
    run: (p) =>
      call('POST', '/api/auth/session-refresh', {
        bearer: p,
        body: { idToken: p?.idToken ?? 'guest' },
      }),
  },
  {
    endpoint: 'POST /api/auth/login',
    expected: { guest: 401, user: 200, other: 200, admin: 200 },
    run: (p) =>
      call('POST', '/api/auth/login', {
        body: { email: p?.email ?? 'guest@example.com', password: p?.password ?? 'guess' },
      }),
  },
  {
    endpoint: 'POST /api/auth/register (a new e-mail)',
    expected: { guest: 200, user: 200, other: 200, admin: 200 },
    run: (p, who) =>
      call('POST', '/api/auth/register', {
        bearer: p,
        body: { name: who, email: `reg-${who}-${uniqueSuffix()}@example.com`, password: 'secret1' },
      }),
  },
  {
    endpoint: 'POST /api/auth/logout',
    expected: { guest: 200, user: 200, other: 200, admin: 200 },
    run: (p) => call('POST', '/api/auth/logout', { bearer: p }),
  },
  {
    endpoint: 'GET /api/auth/logout',
    expected: { guest: 200, user: 200, other: 200, admin: 200 },
    run: (p) => call('GET', '/api/auth/logout', { bearer: p }),
  },
  {
    endpoint: 'GET /api/auth/me',
    expected: { guest: 401, user: 200, other: 200, admin: 200 },
    run: (p) => call('GET', '/api/auth/me', { bearer: p }),
  },
  {
    endpoint: 'GET /api/auth/is-admin',
    expected: { guest: 200, user: 200, other: 200, admin: 200 },
    run: (p) => call('GET', '/api/auth/is-admin', { bearer: p }),
    check: (answer, who) =>
      expect(IsAdminResponseSchema.parse(answer.body).isAdmin).toBe(who === 'admin'),
  },
  {
    endpoint: 'GET /api/auth/profile',
    expected: { guest: 401, user: 200, other: 200, admin: 200 },
    run: (p) => call('GET', '/api/auth/profile', { bearer: p }),
  },
  {
    endpoint: 'PATCH /api/auth/profile',
    expected: { guest: 401, user: 200, other: 200, admin: 200 },
    run: async (p) => call('PATCH', '/api/auth/profile', { bearer: p, body: await ownProfile(p) }),
  },
  {
    endpoint: 'GET /api/orders',
    expected: { guest: 401, user: 200, other: 200, admin: 200 },
    run: (p) => call('GET', '/api/orders', { bearer: p }),
    check: (answer, who) => {
      const ids = (answer.body.items as { id: string }[]).map((order) => order.id);
      expect(ids.includes(userOrderId)).toBe(who === 'user');
    },
  },
  {
    endpoint: "GET /api/orders?email=<user's e-mail>",
    expected: { guest: 401, user: 200, other: 403, admin: 200 },
    run: (p) => call('GET', `/api/orders?email=${userEmail()}`, { bearer: p }),
  },
  {
    endpoint: "GET /api/orders/<user's order>",
    expected: { guest: 401, user: 200, other: 404, admin: 200 },
    run: (p) => call('GET', `/api/orders/${userOrderId}`, { bearer: p }),
  },
];

const everyone: Who[] = ['guest', 'user', 'other', 'admin'];

describe('access matrix: accounts, sessions and customer orders', () => {
  it.each(rows.map((row) => [row.endpoint, row] as const))(
    'when each role calls %s, then the expected statuses',
    async (_endpoint, row) => {
      const statuses = {} as Record<Who, number>;
      for (const who of everyone) {
        const answer = await row.run(principals[who], who);
        statuses[who] = answer.status;
        if (answer.status === 200) row.check?.(answer, who);
      }
      expect(statuses).toEqual(row.expected);
    },
  );

  it('when each role calls DELETE /api/auth/delete-account, then guests 401, accounts 200 (their own)', async () => {
    // Throwaway accounts: deleting is always one's own account. The shared seeded admin is
    // not deleted here (other suites sign in with it); admins take the same path as users.
    const [user, other] = await Promise.all([
      createAccount('del-user'),
      createAccount('del-other'),
    ]);
    const statuses = {
      guest: (await call('DELETE', '/api/auth/delete-account')).status,
      user: (await call('DELETE', '/api/auth/delete-account', { bearer: user })).status,
      other: (await call('DELETE', '/api/auth/delete-account', { bearer: other })).status,
    };
    expect(statuses).toEqual({ guest: 401, user: 200, other: 200 });
  });
});
