import { describe, expect, it } from 'vitest';
import { OrderResponseSchema, OrdersListResponseSchema } from '@contract/account';
import { AdminOrderResponseSchema } from '@contract/admin-orders';
import { SessionResponseSchema } from '@contract/auth';
import { ErrorBodySchema } from '@contract/common';
import {
  call,
  createAccount,
  createOrder,
  createOrderOf,
  seededAdmin,
  sessionPair,
  startSession,
} from '../support/accounts';
import { storedOrder } from '../support/admin-orders-fixtures';
import { agedSignIn } from '../support/aged-sign-in';
import { createTestUser } from '../support/auth';
import { clientHeader } from '../support/client-address';
import { adminDb, baseUrl, uniqueSuffix } from '../support/emulators';

// Issue 21, admin sessions: passport data and the orders export need a sign-in of the last
// 10 minutes (the session's auth_time), and an admin's cookie lasts 12 hours at most. An old
// sign-in is made without waiting (support/aged-sign-in.ts); the server's check is the real one.

const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'admin123';

/** The seeded admin, signed in 11 minutes ago. */
const oldAdminSignIn = () => agedSignIn(ADMIN_EMAIL, ADMIN_PASSWORD);

/** What the admin UI does after the password is typed again: a new sign-in, a new session. */
const freshAdminCookie = async () => startSession(await seededAdmin());

function expectReauthRequired(res: { status: number; body: unknown }): void {
  expect(res.status).toBe(401);
  const body = ErrorBodySchema.parse(res.body);
  expect(body.code).toBe('reauth_required');
  expect(body.error).not.toBe('');
}

const passportViewsOf = async (orderId: string) =>
  (
    await adminDb()
      .collection('logs')
      .where('action', '==', 'order.passport_viewed')
      .where('target', '==', orderId)
      .count()
      .get()
  ).data().count;

/** GET with a `Cookie` header, the body as text (the export is CSV, its refusal JSON). */
async function getText(path: string, cookie: string) {
  const res = await fetch(`${baseUrl}${path}`, { headers: { ...clientHeader(), cookie } });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, text };
}

describe('admin passport views need a recent sign-in', () => {
  it("when the admin's sign-in is 11 minutes old, then the order details answer 401 reauth_required, show and log nothing; after a fresh firebase-login, the passport", async () => {
    const passport = `PR${uniqueSuffix()}`.slice(0, 20);
    const id = await storedOrder({ passportNumber: passport });
    const old = await oldAdminSignIn();

    for (const credentials of [{ cookie: old.cookie }, { bearer: old }]) {
      const refused = await call('GET', `/api/admin/orders/${id}`, credentials);
      expectReauthRequired(refused);
      expect(JSON.stringify(refused.body)).not.toContain(passport);
    }
    expect(await passportViewsOf(id)).toBe(0);
    // The old session is still a session: lists without passports keep working.
    expect((await call('GET', '/api/admin/orders?limit=1', { cookie: old.cookie })).status).toBe(
      200,
    );

    const shown = await call('GET', `/api/admin/orders/${id}`, {
      cookie: await freshAdminCookie(),
    });
    expect(shown.status).toBe(200);
    expect(AdminOrderResponseSchema.parse(shown.body).order.shippingData.passportNumber).toBe(
      passport,
    );
    expect(await passportViewsOf(id)).toBe(1);
  });

  it("when the admin with an old sign-in opens someone else's order by id, then reauth_required; fresh, then the order; its owner's old sign-in still opens it", async () => {
    const owner = await createAccount('reauth-owner');
    const id = await createOrderOf(owner);

    expectReauthRequired(
      await call('GET', `/api/orders/${id}`, { cookie: (await oldAdminSignIn()).cookie }),
    );
    expect(await passportViewsOf(id)).toBe(0);

    const shown = await call('GET', `/api/orders/${id}`, { cookie: await freshAdminCookie() });
    expect(shown.status).toBe(200);
    expect(OrderResponseSchema.parse(shown.body).order.id).toBe(id);

    const ownerOld = await agedSignIn(owner.email, owner.password);
    const own = await call('GET', `/api/orders/${id}`, { cookie: ownerOld.cookie });
    expect(own.status).toBe(200);
    expect(OrderResponseSchema.parse(own.body).order.shippingData.passportNumber).not.toBe('');
  });

  it('when the admin with an old sign-in lists the orders of an e-mail, then reauth_required; fresh, then the orders', async () => {
    const email = `reauth-guest-${uniqueSuffix()}@example.com`;
    const id = await createOrder({ userEmail: email });
    const path = `/api/orders?email=${encodeURIComponent(email)}`;

    expectReauthRequired(await call('GET', path, { cookie: (await oldAdminSignIn()).cookie }));
    expect(await passportViewsOf(id)).toBe(0);

    const shown = await call('GET', path, { cookie: await freshAdminCookie() });
    expect(shown.status).toBe(200);
    expect(OrdersListResponseSchema.parse(shown.body).items.map((order) => order.id)).toEqual([id]);
  });

  it('when the admin with an old sign-in exports the orders, then a 401 reauth_required JSON and no file; fresh, then the CSV', async () => {
    const refused = await getText('/api/admin/export/orders.csv', (await oldAdminSignIn()).cookie);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused.headers.get('content-disposition')).toBeNull();
    expectReauthRequired({ status: refused.status, body: JSON.parse(refused.text) as unknown });

    const file = await getText('/api/admin/export/orders.csv', await freshAdminCookie());
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.text.startsWith('\uFEFFid,date,status,')).toBe(true);
  });
});

/** The `Max-Age` of the `__session` line, and the lifetime its claims give it (seconds). */
function sessionLifetimes(setCookies: string[]) {
  const line = setCookies.find((cookie) => cookie.startsWith('__session=')) ?? '';
  const maxAge = Number(/;\s*Max-Age=(\d+)/i.exec(line)?.[1]);
  const value = (sessionPair(setCookies) ?? '').slice('__session='.length);
  const claims = JSON.parse(Buffer.from(value.split('.')[1] ?? '', 'base64url').toString()) as {
    iat: number;
    exp: number;
    auth_time: number;
  };
  return { maxAge, claims };
}

describe('admin session lifetime', () => {
  it("when the admin signs in, then the cookie lasts at most 12 hours from the sign-in, Max-Age as the server's expiry; a shopper's stays 5 days", async () => {
    const admin = await seededAdmin();
    const adminLogin = await call('POST', '/api/auth/firebase-login', {
      body: { idToken: admin.idToken },
    });
    expect(adminLogin.status).toBe(200);
    expect(SessionResponseSchema.parse(adminLogin.body).user.role).toBe('admin');
    const adminCookie = sessionLifetimes(adminLogin.setCookies);
    expect(adminCookie.maxAge).toBeLessThanOrEqual(12 * 3600);
    expect(adminCookie.maxAge).toBeGreaterThan(12 * 3600 - 5 * 60);
    expect(adminCookie.claims.exp - adminCookie.claims.iat).toBe(adminCookie.maxAge);
    expect(adminCookie.claims.exp).toBeLessThanOrEqual(adminCookie.claims.auth_time + 12 * 3600);
    const isAdmin = await call('GET', '/api/auth/is-admin', {
      cookie: sessionPair(adminLogin.setCookies),
    });
    expect(isAdmin.body).toEqual({ isAdmin: true });

    const shopper = await createTestUser('lifetime');
    const shopperLogin = await call('POST', '/api/auth/firebase-login', {
      body: { idToken: shopper.idToken },
    });
    expect(shopperLogin.status).toBe(200);
    const shopperCookie = sessionLifetimes(shopperLogin.setCookies);
    expect(shopperCookie.maxAge).toBe(5 * 24 * 3600);
    expect(shopperCookie.claims.exp - shopperCookie.claims.iat).toBe(5 * 24 * 3600);
  });
});
