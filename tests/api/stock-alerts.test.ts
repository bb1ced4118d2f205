// POST /api/stock-alerts ("Notify me") and the restock e-mails of the productStockAlerts trigger.
// Confirming a request by its e-mailed link: stock-alerts-confirm.test.ts.
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract/common';
import { StockAlertResponseSchema } from '@contract/stock-alert';
import { stockAlertId } from '../../functions/src/features/stock-alerts/stock-alert-id';
import { call, seededAdmin } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { createTestUser, createVerifiedUser } from '../support/auth';
import { createProduct } from '../support/checkout-fixtures';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { clearOfWindowEdge } from '../support/reviews-fixtures';
import { eventually } from '../support/stats-fixtures';
import {
  alertsOf,
  askForAlert as ask,
  linkRecord,
  mailedToken,
  mailsAbout,
} from '../support/stock-alert-fixtures';

let admin: TestUser;

beforeAll(async () => {
  admin = await seededAdmin();
});

const restockMails = (productId: string) => mailsAbout(productId, 'restock');
const confirmationMails = (productId: string) => mailsAbout(productId, 'stock-alert-confirmation');

const errorOf = (body: unknown) => ErrorBodySchema.parse(body).error;

describe('POST /api/stock-alerts', () => {
  it('when a guest asks twice for a sold-out product, then pending both times, one request stored and one confirmation e-mail', async () => {
    const productId = await createProduct({ stock: 0 });
    const email = `Notify.${uniqueSuffix()}@Example.com`;
    const before = Date.now();
    const first = await ask({ productId, email });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(StockAlertResponseSchema.parse(first.body)).toEqual({ ok: true, status: 'pending' });
    expect(first.headers.get('cache-control')).toMatch(/no-store/);
    const again = await ask({ productId, email: ` ${email.toUpperCase()} ` });
    expect(StockAlertResponseSchema.parse(again.body)).toEqual({ ok: true, status: 'pending' });

    const alerts = await alertsOf(productId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.id).toBe(stockAlertId(productId, email));
    expect(alerts[0]?.id).not.toContain('@');
    expect(alerts[0]?.data()).toMatchObject({
      productId,
      email: email.toLowerCase(),
      uid: null,
      status: 'pending',
      sentAt: null,
      confirmedAt: null,
      language: 'en',
    });
    // A pending request lapses with its link, 48 hours on (a TTL policy deletes it then).
    const expiresAt = (alerts[0]?.get('expiresAt') as Timestamp).toMillis();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 48 * 3_600_000);
    expect(expiresAt).toBeLessThan(Date.now() + 48 * 3_600_000 + 1000);

    // One e-mail (asking again within the hour sends no second one), with a one-time link.
    const mails = await confirmationMails(productId);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.data()).toMatchObject({
      to: email.toLowerCase(),
      kind: 'stock-alert-confirmation',
      language: 'en',
      uid: null,
      productId,
    });
    const token = await mailedToken(productId, email);
    expect(String(mails[0]?.get('message.html'))).toContain(`/notify-me/confirm#token=${token}`);
    // The database holds only the token's hash: the link is in the e-mail alone.
    expect((await linkRecord(token).get()).get('alertId')).toBe(alerts[0]?.id);
    expect(JSON.stringify(alerts[0]?.data())).not.toContain(token);
  });

  it('when a verified account asks for its own address, then it is active at once and nothing is mailed', async () => {
    const user = await createVerifiedUser('notify-own');
    const productId = await createProduct({ stock: 0 });
    const res = await ask({ productId, email: user.email.toUpperCase() }, { bearer: user });
    expect(StockAlertResponseSchema.parse(res.body)).toEqual({ ok: true, status: 'active' });
    expect((await alertsOf(productId))[0]?.data()).toMatchObject({
      uid: user.uid,
      status: 'waiting',
      language: 'en',
    });
    expect((await alertsOf(productId))[0]?.get('expiresAt')).toBeUndefined();
    expect(await confirmationMails(productId)).toHaveLength(0);
  });

  it('when an unverified account asks, or a verified one for another address, then it is pending and carries their uid', async () => {
    const unverified = await createTestUser('notify');
    const verified = await createVerifiedUser('notify-other');
    const productId = await createProduct({ stock: 0 });
    const own = await ask({ productId, email: unverified.email }, { bearer: unverified });
    expect(StockAlertResponseSchema.parse(own.body).status).toBe('pending');
    const otherEmail = `someone-${uniqueSuffix()}@example.com`;
    const other = await ask({ productId, email: otherEmail }, { bearer: verified });
    expect(StockAlertResponseSchema.parse(other.body).status).toBe('pending');

    const alerts = await alertsOf(productId);
    const byEmail = new Map(alerts.map((doc) => [doc.get('email') as string, doc]));
    expect(byEmail.get(unverified.email)?.get('uid')).toBe(unverified.uid);
    expect(byEmail.get(otherEmail)?.data()).toMatchObject({ uid: verified.uid, status: 'pending' });
    expect(await confirmationMails(productId)).toHaveLength(2);
  });

  it('when a request is pending and its verified owner asks, then it becomes active', async () => {
    const user = await createVerifiedUser('notify-later');
    const productId = await createProduct({ stock: 0 });
    expect((await ask({ productId, email: user.email })).body).toMatchObject({ status: 'pending' });
    const signedIn = await ask({ productId, email: user.email }, { bearer: user });
    expect(signedIn.body).toMatchObject({ status: 'active' });
    expect((await alertsOf(productId))[0]?.data()).toMatchObject({
      status: 'waiting',
      uid: user.uid,
    });
  });

  it('when an address already has five requests to confirm, then a sixth is 429 until it confirms one; its verified owner is still served', async () => {
    const owner = await createVerifiedUser('notify-many');
    const products = await Promise.all(
      Array.from({ length: 7 }, () => createProduct({ stock: 0 })),
    );
    for (const productId of products.slice(0, 5)) {
      expect((await ask({ productId, email: owner.email })).status).toBe(200);
    }
    const sixth = await ask({ productId: products[5], email: owner.email });
    expect(sixth.status).toBe(429);
    expect(errorOf(sixth.body)).toBe(
      'Please confirm the requests we already e-mailed to this address before asking for more.',
    );
    expect(await alertsOf(products[5] ?? '')).toHaveLength(0);
    // Asking again for one already pending is no new request: still answered.
    expect((await ask({ productId: products[0], email: owner.email })).status).toBe(200);
    // The owner, signed in and verified, needs no confirmation.
    const own = await ask({ productId: products[6], email: owner.email }, { bearer: owner });
    expect(own.body).toMatchObject({ status: 'active' });
    // One confirmed makes room for another.
    const token = await mailedToken(products[0] ?? '', owner.email);
    expect((await call('POST', '/api/stock-alerts/confirm', { body: { token } })).status).toBe(200);
    expect((await ask({ productId: products[5], email: owner.email })).status).toBe(200);
  });

  it('when the product is in stock, unknown, or the e-mail is bad, then 409, 404 and 400 and nothing is stored', async () => {
    const inStock = await createProduct({ stock: 3 });
    const email = `n-${uniqueSuffix()}@example.com`;
    const stocked = await ask({ productId: inStock, email });
    expect(stocked.status).toBe(409);
    expect(stocked.body).toEqual({ error: 'This product is in stock' });
    const unknown = await ask({ productId: `missing-${uniqueSuffix()}`, email });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.body)).toBe('Product not found');
    const soldOut = await createProduct({ stock: 0 });
    const bad = await ask({ productId: soldOut, email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body)).toMatch(/Please enter a valid email/);
    expect(await alertsOf(inStock)).toHaveLength(0);
    expect(await alertsOf(soldOut)).toHaveLength(0);
  });
});

describe('restock e-mails (productStockAlerts trigger)', () => {
  it('when the admin restocks a sold-out product, then each active address gets one mail with its link and is marked sent; a pending one gets none', async () => {
    const productId = await createProduct({ stock: 0 });
    const owners = await Promise.all([createVerifiedUser('r1'), createVerifiedUser('r2')]);
    const emails = owners.map((owner) => owner.email);
    for (const owner of owners) {
      const res = await ask({ productId, email: owner.email }, { bearer: owner });
      expect(res.body).toMatchObject({ status: 'active' });
    }
    const unconfirmed = `r3-${uniqueSuffix()}@example.com`;
    expect((await ask({ productId, email: unconfirmed })).body).toMatchObject({
      status: 'pending',
    });

    const res = await call('POST', `/api/admin/restock/${productId}`, {
      bearer: admin,
      body: { qty: 4 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mails = await eventually(
      () => restockMails(productId),
      (docs) => docs.length >= 2,
      { timeoutMs: 15_000 },
    );
    // A later restock (stock 4 -> 9) is not a return from 0: no more mail.
    await call('POST', `/api/admin/restock/${productId}`, { bearer: admin, body: { qty: 5 } });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await restockMails(productId)).toHaveLength(2);

    const slug = String((await adminDb().doc(`products/${productId}`).get()).get('slug'));
    expect(mails.map((mail) => String(mail.get('to'))).sort()).toEqual([...emails].sort());
    for (const mail of mails) {
      expect(mail.get('kind')).toBe('restock');
      expect(String(mail.get('message.html'))).toContain(`/p/${slug}"`);
    }
    const alerts = await eventually(
      () => alertsOf(productId),
      (docs) => docs.filter((doc) => doc.get('status') === 'sent').length === 2,
      { timeoutMs: 15_000 },
    );
    for (const alert of alerts) {
      const pending = alert.get('email') === unconfirmed;
      expect(alert.get('status')).toBe(pending ? 'pending' : 'sent');
      expect(alert.get('sentAt') === null).toBe(pending);
    }
  });
});

describe('a deleted product (productStockAlerts trigger)', () => {
  it('when the admin deletes a sold-out product, then its requests, pending or not, are removed and nobody is mailed', async () => {
    const productId = await createProduct({ stock: 0 });
    const kept = await createProduct({ stock: 0 });
    const email = `gone-${uniqueSuffix()}@example.com`;
    expect((await ask({ productId, email })).status).toBe(200);
    expect((await ask({ productId: kept, email })).status).toBe(200);

    const res = await call('DELETE', `/api/admin/products/${productId}`, { bearer: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await eventually(
      () => alertsOf(productId),
      (docs) => docs.length === 0,
      { timeoutMs: 15_000 },
    );
    expect(await alertsOf(kept)).toHaveLength(1);
    expect(await restockMails(productId)).toHaveLength(0);
  });
});

describe('rate limit', () => {
  beforeEach(async () => {
    await clearOfWindowEdge();
  }, 60_000);

  it('when one account sends a 21st request in the window, then it is a 429, from whatever address', async () => {
    const client = await createTestUser('alert-limited');
    const productId = await createProduct({ stock: 0 });
    for (let i = 0; i < 20; i++) {
      const res = await ask(
        { productId, email: `rl-${String(i)}-${uniqueSuffix()}@example.com` },
        { bearer: client },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const limited = await ask(
      { productId, email: `rl-x-${uniqueSuffix()}@example.com` },
      { bearer: client },
    );
    expect(limited.status).toBe(429);
    // Another account is counted apart.
    const other = await createTestUser('alert-other');
    expect(
      (await ask({ productId, email: `rl-y-${uniqueSuffix()}@example.com` }, { bearer: other }))
        .status,
    ).toBe(200);
  });
});
