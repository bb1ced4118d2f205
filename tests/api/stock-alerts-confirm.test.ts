// POST /api/stock-alerts/confirm: the "Confirm" button of the page a back-in-stock
// confirmation e-mail links to (issue 21). A guest's "Notify me" counts only after this.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract/common';
import { ConfirmStockAlertResponseSchema } from '@contract/stock-alert';
import { call, seededAdmin } from '../support/accounts';
import { createProduct } from '../support/checkout-fixtures';
import { adminDb, uniqueSuffix } from '../support/emulators';
import {
  alertsOf,
  askForAlert,
  confirmAlert,
  linkRecord,
  mailedToken,
} from '../support/stock-alert-fixtures';

/** A guest's pending request for a new sold-out product, and its mailed link's token. */
async function pendingRequest(stock = 0) {
  const productId = await createProduct({ stock });
  const email = `confirm-${uniqueSuffix()}@example.com`;
  const res = await askForAlert({ productId, email });
  expect(res.body).toMatchObject({ ok: true, status: 'pending' });
  return { productId, email, token: await mailedToken(productId, email) };
}

const productOf = async (productId: string) =>
  (await adminDb().doc(`products/${productId}`).get()).data() ?? {};

function expectError(res: { status: number; body: unknown }, status: number, error: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(ErrorBodySchema.parse(res.body).error).toBe(error);
}

describe('POST /api/stock-alerts/confirm', () => {
  it('when the mailed link is confirmed, then the request is active and the answer names the product; a second click is 409', async () => {
    const { productId, token } = await pendingRequest();
    const res = await confirmAlert(token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const product = await productOf(productId);
    expect(ConfirmStockAlertResponseSchema.parse(res.body)).toEqual({
      ok: true,
      product: { title: String(product.title), slug: String(product.slug) },
      inStock: false,
    });
    const [alert] = await alertsOf(productId);
    expect(alert?.get('status')).toBe('waiting');
    expect(alert?.get('confirmedAt')).toBeInstanceOf(Timestamp);
    expect(alert?.get('expiresAt')).toBeUndefined(); // no longer lapses
    expect((await linkRecord(token).get()).get('usedAt')).toBeInstanceOf(Timestamp);

    expectError(await confirmAlert(token), 409, 'This confirmation link was already used.');
  });

  it('when the token is unknown or malformed, then 404 or 400 saying the link is not valid', async () => {
    const invalid =
      'This confirmation link is not valid. Please open the link from your e-mail again.';
    const unknown = 'A'.repeat(43);
    expectError(await confirmAlert(unknown), 404, invalid);
    for (const token of ['short', `${'A'.repeat(42)}!`, 42, null]) {
      const res = await confirmAlert(token);
      expect(res.status, JSON.stringify(token)).toBe(400);
    }
    expectError(await confirmAlert('tooshort'), 400, `token: ${invalid}`);
  });

  it('when the link has expired, then 410 and the request stays pending', async () => {
    const { productId, token } = await pendingRequest();
    await linkRecord(token).update({ validUntil: Timestamp.fromMillis(Date.now() - 1000) });
    expectError(
      await confirmAlert(token),
      410,
      'This confirmation link has expired. Ask again on the product page for a new one.',
    );
    expect((await alertsOf(productId))[0]?.get('status')).toBe('pending');
  });

  it('when the product was deleted before the click, then 410: the request is gone', async () => {
    const admin = await seededAdmin();
    const { productId, token } = await pendingRequest();
    const res = await call('DELETE', `/api/admin/products/${productId}`, { bearer: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectError(
      await confirmAlert(token),
      410,
      'This request no longer exists: the product was removed, or the request was deleted.',
    );
  });

  it('when the product came back before the click, then the answer says it is in stock and nothing more will be mailed', async () => {
    const { productId, token } = await pendingRequest();
    await adminDb().doc(`products/${productId}`).update({ stock: 3 });
    const res = await confirmAlert(token);
    expect(ConfirmStockAlertResponseSchema.parse(res.body).inStock).toBe(true);
    const [alert] = await alertsOf(productId);
    expect(alert?.get('status')).toBe('sent');
    expect(alert?.get('sentAt')).toBeInstanceOf(Timestamp);
  });

  it('when something fetches a confirmation URL with GET (a mail scanner), then nothing is confirmed', async () => {
    const { productId, token } = await pendingRequest();
    // The mailed link is a page (its token in the fragment, never sent); the API takes POST only.
    const res = await call('GET', `/api/stock-alerts/confirm?token=${token}`);
    expect(res.status).toBe(404);
    expect((await alertsOf(productId))[0]?.get('status')).toBe('pending');
    expect((await linkRecord(token).get()).get('usedAt')).toBeNull();
  });
});
