import { beforeAll, describe, expect, it } from 'vitest';
import { AdminLogsResponseSchema, AdminUsersResponseSchema } from '@contract/admin';
import { call, createAccount, seededAdmin } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { uniqueSuffix } from '../support/emulators';
import { storedOrder } from '../support/admin-orders-fixtures';

let admin: TestUser;

beforeAll(async () => {
  admin = await seededAdmin();
});

const asAdmin = (method: string, path: string, body?: unknown) =>
  call(method, path, { bearer: admin, body });

describe('GET /api/admin/users', () => {
  it('when accounts sign in, then the list shows them newest first with e-mail, role and date', async () => {
    const first = await createAccount('users-first');
    await call('POST', '/api/auth/firebase-login', { body: { idToken: first.idToken } });
    const second = await createAccount('users-second');
    await call('POST', '/api/auth/firebase-login', { body: { idToken: second.idToken } });
    const res = await asAdmin('GET', '/api/admin/users');
    expect(res.status).toBe(200);
    const items = AdminUsersResponseSchema.parse(res.body).items;
    const at = (uid: string) => items.findIndex((user) => user.id === uid);
    expect(at(second.uid)).toBeGreaterThanOrEqual(0);
    expect(at(second.uid)).toBeLessThan(at(first.uid));
    expect(items[at(first.uid)]).toMatchObject({ email: first.email, role: 'user' });
    expect(JSON.stringify(res.body)).not.toContain('profile');
  });
});

describe('GET /api/admin/logs', () => {
  it('when entries are paged with a cursor, then newest first, every entry once, and the last page says so', async () => {
    const targets = [1, 2, 3, 4, 5].map((n) => `log-page-${uniqueSuffix()}-${n}`);
    for (const target of targets) {
      await asAdmin('PATCH', `/api/admin/orders/${await storedOrder({ id: target })}`, {
        status: 'paid',
      });
    }
    const seen: { id: string; time: string; target?: string }[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 500; page++) {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const res = await asAdmin('GET', `/api/admin/logs${query}`);
      expect(res.status).toBe(200);
      const body = AdminLogsResponseSchema.parse(res.body);
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items);
      if (body.nextCursor !== null) expect(body.nextCursor).toBe(body.items.at(-1)?.id);
      cursor = body.nextCursor;
      if (targets.every((t) => seen.some((entry) => entry.target === t)) || cursor === null) break;
    }
    const ours = seen.filter((entry) => entry.target && targets.includes(entry.target));
    expect(ours.map((entry) => entry.target)).toEqual([...targets].reverse());
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(seen.length);
    const times = seen.map((entry) => Date.parse(entry.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('when the cursor or limit is bad, then 400', async () => {
    const statuses = await Promise.all(
      ['?cursor=no-such-entry', '?limit=0', '?limit=101', '?limit=x', '?cursor=bad.id'].map(
        async (query) => (await asAdmin('GET', `/api/admin/logs${query}`)).status,
      ),
    );
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
  });
});
