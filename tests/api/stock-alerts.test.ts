// POST /api/stock-alerts ("Notify me") and the restock e-mails of the productStockAlerts trigger.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract/common';
import { StockAlertResponseSchema } from '@contract/stock-alert';
import { stockAlertId } from '../../functions/src/features/stock-alerts/stock-alert-id';
import { call, seededAdmin } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { createTestUser } from '../support/auth';
import { createProduct } from '../support/checkout-fixtures';
import { guestAddress } from '../support/client-address';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { clearOfWindowEdge } from '../support/reviews-fixtures';
import { eventually } from '../support/stats-fixtures';

let admin: TestUser;

beforeAll(async () => {
  admin = await seededAdmin();
});

const ask = (body: unknown, options: { client?: string; bearer?: TestUser } = {}) =>
  call('POST', '/api/stock-alerts', { body, ...options });

const alertsOf = async (productId: string) =>
  (await adminDb().collection('stockAlerts').where('productId', '==', productId).get()).docs;

const restockMails = async (productId: string) =>
  (await adminDb().collection('mail').where('productId', '==', productId).get()).docs;

const errorOf = (body: unknown) => ErrorBodySchema.parse(body).error;

describe('POST /api/stock-alerts', () => {
  it('when a guest asks twice for a sold-out product, then 200 both times and one request is stored', async () => {
    const productId = await createProduct({ stock: 0 });
    const email = `Notify.${uniqueSuffix()}@Example.com`;
    const first = await ask({ productId, email });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(StockAlertResponseSchema.parse(first.body)).toEqual({ ok: true });
    expect(first.headers.get('cache-control')).toMatch(/no-store/);
    const again = await ask({ productId, email: ` ${email.toUpperCase()} ` });
    expect(again.status).toBe(200);

    const alerts = await alertsOf(productId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.id).toBe(stockAlertId(productId, email));
    expect(alerts[0]?.id).not.toContain('@');
    expect(alerts[0]?.data()).toMatchObject({
      productId,
      email: email.toLowerCase(),
      uid: null,
      status: 'waiting',
      sentAt: null,
    });
  });

  it('when a signed-in shopper asks, then the request carries their uid', async () => {
    const user = await createTestUser('notify');
    const productId = await createProduct({ stock: 0 });
    expect((await ask({ productId, email: user.email }, { bearer: user })).status).toBe(200);
    expect((await alertsOf(productId))[0]?.get('uid')).toBe(user.uid);
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
  it('when the admin restocks a sold-out product, then each waiting address gets one mail with its link and is marked sent', async () => {
    const productId = await createProduct({ stock: 0 });
    const emails = [`r1-${uniqueSuffix()}@example.com`, `r2-${uniqueSuffix()}@example.com`];
    for (const email of emails) expect((await ask({ productId, email })).status).toBe(200);

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
      (docs) => docs.every((doc) => doc.get('status') === 'sent'),
      { timeoutMs: 15_000 },
    );
    for (const alert of alerts) expect(alert.get('sentAt')).not.toBeNull();
  });
});

describe('a deleted product (productStockAlerts trigger)', () => {
  it('when the admin deletes a sold-out product, then its requests are removed and nobody is mailed', async () => {
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

  it('when one client sends a 21st request in the window, then it is a 429', async () => {
    const client = guestAddress();
    const productId = await createProduct({ stock: 0 });
    for (let i = 0; i < 20; i++) {
      const res = await ask(
        { productId, email: `rl-${String(i)}-${uniqueSuffix()}@example.com` },
        { client },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const limited = await ask(
      { productId, email: `rl-x-${uniqueSuffix()}@example.com` },
      { client },
    );
    expect(limited.status).toBe(429);
    // Another client is counted apart.
    expect((await ask({ productId, email: `rl-y-${uniqueSuffix()}@example.com` })).status).toBe(
      200,
    );
  });
});
