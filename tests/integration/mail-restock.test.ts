import { describe, expect, it, vi } from 'vitest';
import { stockAlertId } from '../../functions/src/features/stock-alerts/stock-alert-id';
import { stockAlertsService } from '../../functions/src/features/stock-alerts/stock-alerts.service';
import {
  forgetDeletedProduct,
  sendRestockMails,
} from '../../functions/src/features/stock-alerts/restock-mails';
import { adminDb, requireEmulators, uniqueSuffix } from '../support/emulators';
import {
  mailsOf,
  restockProduct,
  stockChange as changeOfStock,
  verifiedOwner,
} from '../support/restock-fixtures';

// The product trigger's handler in this process, against the Firestore emulator. Requests are
// made for sold-out products of this test's own, which stay sold out in `products`, so the
// deployed trigger never mails for them; the restock snapshots come from collections of this
// test's own. Only confirmed requests are mailed (issue 21): most here are made by a verified
// account for its own address (active at once); guests' requests wait for their link.
vi.mock('firebase-functions', () => ({
  logger: { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
requireEmulators();

const ORIGIN = 'https://toys.example.com';

/** This file's products: named after their id. */
const text = (id: string) => ({ slug: `restock-${id.toLowerCase()}`, title: 'Restock Robot' });

/** A sold-out product in the catalogue (requests are refused for unknown or stocked ones). */
async function soldOutProduct(): Promise<string> {
  const id = `restockint${uniqueSuffix()}`;
  await adminDb()
    .doc(`products/${id}`)
    .set(restockProduct(text(id), 0));
  return id;
}

const stockChange = (id: string, from: number, to: number) => changeOfStock(id, text(id), from, to);

const restockMails = (productId: string) => mailsOf(productId, 'restock');

/** "Notify me" by the verified owner of the address (active), or by a guest (pending). */
const activeRequest = (productId: string, email: string) =>
  stockAlertsService.request({ productId, email }, verifiedOwner(email.trim().toLowerCase()));
const guestRequest = (productId: string, email: string) =>
  stockAlertsService.request({ productId, email }, null);

/** The token of the confirmation link mailed to `email` for the product. */
async function confirmationToken(productId: string, email: string): Promise<string> {
  const mails = (await mailsOf(productId, 'stock-alert-confirmation')).filter(
    (mail) => mail.get('to') === email,
  );
  expect(mails).toHaveLength(1);
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(String(mails[0]?.get('message.text')))?.[1];
  if (!token) throw new Error('no confirmation link in the mail');
  return token;
}

const alertOf = async (productId: string, email: string) =>
  (await adminDb().collection('stockAlerts').doc(stockAlertId(productId, email)).get()).data();

describe('back-in-stock e-mails (the trigger handler, in process)', () => {
  it('when the restock is handled twice, even at once, then one mail per request and all are sent', async () => {
    const productId = await soldOutProduct();
    const other = await soldOutProduct();
    const emails = [
      'a@example.com',
      'b@example.com',
      'c@example.com',
      'd@example.com',
      'e@example.com',
    ];
    for (const email of emails) expect(await activeRequest(productId, email)).toBe('active');
    await activeRequest(other, 'a@example.com');
    const restock = await stockChange(productId, 0, 5);

    // Pages of 2, so the five requests take three pages.
    const runs = await Promise.all([
      sendRestockMails(productId, restock, { origin: ORIGIN, pageSize: 2 }),
      sendRestockMails(productId, restock, { origin: ORIGIN, pageSize: 2 }),
    ]);
    expect(runs.reduce((sum, run) => sum + run.mailed, 0)).toBe(5);
    const again = await sendRestockMails(productId, restock, { origin: ORIGIN, pageSize: 2 });
    expect(again.mailed).toBe(0);

    const mails = await restockMails(productId);
    expect(mails.map((mail) => String(mail.get('to'))).sort()).toEqual(emails);
    for (const mail of mails) {
      expect(mail.get('kind')).toBe('restock');
      expect(mail.id).toMatch(/^restock-[0-9a-f]{64}-\d+$/);
      expect(mail.get('message.html')).toContain(
        `href="${ORIGIN}/p/restock-${productId.toLowerCase()}"`,
      );
    }
    for (const email of emails) {
      const alert = await alertOf(productId, email);
      expect(alert?.status).toBe('sent');
      expect(alert?.sentAt).not.toBeNull();
    }
    expect((await alertOf(other, 'a@example.com'))?.status).toBe('waiting');
  });

  it('when stock moves between positive figures, then nobody is mailed', async () => {
    const productId = await soldOutProduct();
    await activeRequest(productId, 'x@example.com');
    const counts = await sendRestockMails(productId, await stockChange(productId, 2, 7));
    expect(counts.mailed).toBe(0);
    expect(await restockMails(productId)).toHaveLength(0);
    expect((await alertOf(productId, 'x@example.com'))?.status).toBe('waiting');
  });

  it('when a sent request is made again, then it waits again and the next restock mails it once more', async () => {
    const productId = await soldOutProduct();
    await activeRequest(productId, 'y@example.com');
    await sendRestockMails(productId, await stockChange(productId, 0, 1), { origin: ORIGIN });
    expect((await alertOf(productId, 'y@example.com'))?.status).toBe('sent');
    // Asked again, in another spelling of the same address: the same request waits again.
    expect(await activeRequest(productId, 'Y@Example.com ')).toBe('active');
    expect(await activeRequest(productId, 'y@example.com')).toBe('active');
    expect(await alertOf(productId, 'y@example.com')).toMatchObject({
      email: 'y@example.com',
      status: 'waiting',
      sentAt: null,
    });
    await sendRestockMails(productId, await stockChange(productId, 0, 3), { origin: ORIGIN });
    expect(await restockMails(productId)).toHaveLength(2);
  });

  it('when guests ask, then only the request confirmed by its link is mailed at the restock', async () => {
    const productId = await soldOutProduct();
    const [confirmed, unconfirmed] = [
      `conf-${uniqueSuffix()}@example.com`,
      `unconf-${uniqueSuffix()}@example.com`,
    ];
    expect(await guestRequest(productId, confirmed)).toBe('pending');
    expect(await guestRequest(productId, unconfirmed)).toBe('pending');
    expect((await alertOf(productId, unconfirmed))?.status).toBe('pending');
    const answer = await stockAlertsService.confirm(await confirmationToken(productId, confirmed));
    expect(answer).toMatchObject({ ok: true, inStock: false });
    expect((await alertOf(productId, confirmed))?.status).toBe('waiting');

    const counts = await sendRestockMails(productId, await stockChange(productId, 0, 2), {
      origin: ORIGIN,
    });
    expect(counts.mailed).toBe(1);
    const mails = await restockMails(productId);
    expect(mails.map((mail) => String(mail.get('to')))).toEqual([confirmed]);
    expect((await alertOf(productId, unconfirmed))?.status).toBe('pending');
  });

  it('when the product is deleted, then its requests go, only on the deleting write, and a redelivery finds none', async () => {
    const productId = await soldOutProduct();
    const other = await soldOutProduct();
    await activeRequest(productId, 'gone@example.com');
    await guestRequest(other, 'gone@example.com');
    const db = adminDb();
    const before = await db.doc(`products/${productId}`).get();
    const missing = await db.collection('mailTestProducts-deleted').doc(productId).get();

    // A write that keeps the product (a restock from 0 to 0, an edit) removes nothing.
    expect(await forgetDeletedProduct(productId, { before, after: before })).toBe(0);
    expect(await alertOf(productId, 'gone@example.com')).toBeDefined();

    expect(await forgetDeletedProduct(productId, { before, after: missing })).toBe(1);
    expect(await forgetDeletedProduct(productId, { before, after: missing })).toBe(0);
    expect(await alertOf(productId, 'gone@example.com')).toBeUndefined();
    expect(await alertOf(other, 'gone@example.com')).toBeDefined();
  });
});
