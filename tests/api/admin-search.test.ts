// GET /api/admin/users?q= and /api/admin/orders?q= (issue 25): accounts by e-mail prefix,
// domain or a word of the name; orders by short number, full id or e-mail. Every account and
// order here is written the way the store writes it (sign-in, checkout, demo order), so the
// search tokens are the app's own; the ones meant to lie beyond the first page are then
// dated back.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminUsersResponseSchema } from '@contract/admin';
import { AdminOrderResponseSchema, AdminOrdersResponseSchema } from '@contract/admin-orders';
import { ErrorBodySchema } from '@contract/common';
import { orderNumberOf } from '@contract/order';
import { call, seededAdmin } from '../support/accounts';
import { adminAuth, createVerifiedUser, signIn, type TestUser } from '../support/auth';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { placeOrder } from '../support/admin-orders-fixtures';
import { createProduct } from '../support/checkout-fixtures';
import { isNewestFirst, readPage, readPages } from '../support/paging';

/** Long before anything the other tests make: such rows sit beyond every first page. */
const longAgo = () =>
  Timestamp.fromMillis(Date.UTC(2001, 0, 1) - Math.floor(Math.random() * 86_400_000));

let admin: TestUser;
beforeAll(async () => {
  admin = await seededAdmin();
});

/** An account signed in once through the API, which writes its user document. */
async function signedUp(email: string, name: string): Promise<string> {
  const password = `pw-${uniqueSuffix()}`;
  const { uid } = await adminAuth().createUser({ email, password, displayName: name });
  const idToken = await signIn(email, password);
  const res = await call('POST', '/api/auth/firebase-login', { body: { idToken } });
  expect(res.status).toBe(200);
  return uid;
}

async function demoOrder(email: string): Promise<string> {
  const res = await call('POST', '/api/admin/demo-order', { bearer: admin, body: { email } });
  expect(res.status).toBe(201);
  return AdminOrderResponseSchema.parse(res.body).order.id;
}

const dateBack = (path: string) => adminDb().doc(path).update({ createdAt: longAgo() });
const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);
const search = (list: 'users' | 'orders', q: string, limit = 50) =>
  readPage(`/api/admin/${list}?q=${encodeURIComponent(q)}`, limit, null, { bearer: admin });

describe('GET /api/admin/users?q=', () => {
  const suffix = uniqueSuffix();
  const domain = `shop-${suffix}.example`;
  const uids: string[] = [];

  beforeAll(async () => {
    uids.push(await signedUp(`olga.${suffix}@${domain}`, `Olga W${suffix} Smith`));
    uids.push(await signedUp(`pavel.${suffix}@${domain}`, 'Pavel'));
    uids.push(await signedUp(`rita.${suffix}@${domain}`, 'Rita'));
    await dateBack(`users/${uids[0]}`);
  });

  it('when an account is beyond the first page, then its e-mail prefix, any case, finds it', async () => {
    const firstPage = await readPage('/api/admin/users', 2, null, { bearer: admin });
    expect(ids(firstPage.items)).not.toContain(uids[0]);

    const found = await search('users', `OLGA.${suffix.slice(0, -2)}`);
    expect(ids(found.items)).toEqual([uids[0]]);
    expect(found.nextCursor).toBeNull();
    AdminUsersResponseSchema.parse(found);
  });

  it('when the domain is searched two at a time, then all three come newest first over two pages', async () => {
    const { rows, sizes, ended } = await readPages(
      `/api/admin/users?q=${encodeURIComponent(domain.toUpperCase())}`,
      2,
      { bearer: admin },
    );
    expect(ended).toBe(true);
    expect(sizes).toEqual([2, 1]);
    expect(ids(rows)).toEqual([uids[2], uids[1], uids[0]]);
    expect(isNewestFirst(rows)).toBe(true);
  });

  it('when a word of the name is searched, then the account is found; a part of a word is not', async () => {
    expect(ids((await search('users', `w${suffix}`)).items)).toEqual([uids[0]]);
    expect((await search('users', `W${suffix.slice(0, -1)}`)).items).toEqual([]);
  });
});

describe('GET /api/admin/orders?q=', () => {
  const suffix = uniqueSuffix();
  const email = `buyer.${suffix}@example.com`;
  const demo: string[] = [];

  beforeAll(async () => {
    demo.push(await demoOrder(email));
    demo.push(await demoOrder(email));
    demo.push(await demoOrder(email));
    await dateBack(`orders/${demo[0]}`);
  });

  it('when the order is beyond the first page, then its number in lower case with # finds it', async () => {
    const firstPage = await readPage('/api/admin/orders', 2, null, { bearer: admin });
    expect(ids(firstPage.items)).not.toContain(demo[0]);

    const id = demo[0] ?? '';
    for (const q of [
      `#${orderNumberOf(id).toLowerCase()}`,
      orderNumberOf(id),
      ` # ${orderNumberOf(id)} `,
    ]) {
      const found = await search('orders', q);
      expect(ids(found.items), q).toContain(id);
      expect(found.items.every((row) => orderNumberOf(row.id) === orderNumberOf(id))).toBe(true);
    }
  });

  it('when the full id is searched, then that order alone', async () => {
    const found = await search('orders', demo[0] ?? '');
    expect(ids(found.items)).toEqual([demo[0]]);
    expect(found.nextCursor).toBeNull();
    AdminOrdersResponseSchema.parse(found);
  });

  it('when the e-mail is searched two at a time in another case, then all three newest first, whatever the tracking filter says', async () => {
    await call('PATCH', `/api/admin/orders/${demo[1] ?? ''}`, {
      bearer: admin,
      body: { tracking: { code: `TRK-${suffix}` } },
    });
    const { rows, sizes, ended } = await readPages(
      `/api/admin/orders?tracking=none&q=${encodeURIComponent(email.toUpperCase())}`,
      2,
      { bearer: admin },
    );
    expect(ended).toBe(true);
    expect(sizes).toEqual([2, 1]);
    expect(ids(rows)).toEqual([demo[2], demo[1], demo[0]]);
    expect(isNewestFirst(rows)).toBe(true);
  });

  it('when a checkout is placed, then its buyer e-mail finds it', async () => {
    const toy = await createProduct({ stock: 5 });
    const buyer = await createVerifiedUser('search-buyer');
    const id = await placeOrder([{ id: toy, qty: 1 }], buyer);
    expect(ids((await search('orders', buyer.email.toUpperCase())).items)).toEqual([id]);
  });

  it('when nothing matches, then an empty page', async () => {
    const found = await search('orders', `nobody-${suffix}@example.com`);
    expect(found).toEqual({ items: [], nextCursor: null });
    expect((await search('orders', `no such ${suffix}`)).items).toEqual([]);
  });
});

describe('admin search validation', () => {
  it.each([
    ['users', ''],
    ['users', '%20%20'],
    ['orders', 'x'.repeat(255)],
    ['orders', 'a%01b'],
  ])('when /api/admin/%s gets q=%s, then 400 with an error', async (list, q) => {
    const res = await call('GET', `/api/admin/${list}?limit=5&q=${q}`, { bearer: admin });
    expect(res.status).toBe(400);
    expect(ErrorBodySchema.parse(res.body).error).not.toBe('');
  });

  it('when a shopper searches, then 403', async () => {
    const shopper = await createVerifiedUser('search-shopper');
    for (const list of ['users', 'orders']) {
      const res = await call('GET', `/api/admin/${list}?q=admin`, { bearer: shopper });
      expect(res.status).toBe(403);
    }
  });
});
