import { expect, test, type Page } from '@playwright/test';
import type { Product } from '@contract/product';
import { STOCK_ALERT_LINK_INVALID, STOCK_ALERT_LINK_USED } from '@contract/stock-alert';
import { call, seededAdmin } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { newBrowser } from '../support/browser';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { createTestProduct, removeTestProducts } from '../support/products';

// Issue 21: a guest's "Notify me" counts only after a click in a confirmation e-mail. The form
// says to check the e-mail; the mailed link opens a page whose Confirm button POSTs the token
// (opening the link confirms nothing: mail scanners open links); the link works once; only
// a confirmed request is mailed at the restock.

let admin: TestUser;
const created: Product[] = [];

test.beforeAll(async () => {
  admin = await seededAdmin();
});

test.afterAll(async () => {
  await removeTestProducts(created);
});

const mailsTo = async (to: string, kind: string) =>
  (
    await adminDb().collection('mail').where('to', '==', to).where('kind', '==', kind).get()
  ).docs.map((doc) => doc.data() as { message: { text: string }; language: string });

const statusOf = async (productId: string) =>
  (await adminDb().collection('stockAlerts').where('productId', '==', productId).get()).docs.map(
    (doc) => String(doc.get('status')),
  );

/** Asks for the alert on a new sold-out product's page; answers the product and the mailed link. */
async function askAsGuest(page: Page, email: string) {
  const product = await createTestProduct(admin, {
    title: `E2E Notify Owl ${uniqueSuffix()}`,
    price: 18,
    stock: 0,
  });
  created.push(product);
  await page.goto(`/p/${product.slug}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText('Check your e-mail to confirm', { exact: false })).toBeVisible();

  await expect.poll(async () => (await mailsTo(email, 'stock-alert-confirmation')).length).toBe(1);
  const [mail] = await mailsTo(email, 'stock-alert-confirmation');
  expect(mail?.language).toBe('en');
  const link = /https?:\/\/\S+\/notify-me\/confirm#token=[A-Za-z0-9_-]{43}/.exec(
    mail?.message.text ?? '',
  )?.[0];
  if (!link) throw new Error('no confirmation link in the mail');
  const url = new URL(link);
  expect(url.search).toBe('');
  expect(link).not.toContain(email);
  return { product, path: `${url.pathname}${url.hash}` };
}

test('a guest asks to be notified, confirms from the mailed link with the button (a POST), the link works once, and the restock mails them', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await newBrowser(browser);
  const email = `notify.confirm.${uniqueSuffix()}@example.com`;
  const { product, path } = await askAsGuest(page, email);
  expect(await statusOf(product.id)).toEqual(['pending']);

  // Opening the page (as a mail scanner would) confirms nothing.
  const confirmCalls: { method: string; status: number }[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === '/api/stock-alerts/confirm') {
      confirmCalls.push({ method: res.request().method(), status: res.status() });
    }
  });
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your back-in-stock alert' }),
  ).toBeVisible();
  const button = page.getByRole('button', { name: 'Confirm', exact: true });
  await expect(button).toBeEnabled();
  expect(confirmCalls).toEqual([]);
  expect(await statusOf(product.id)).toEqual(['pending']);

  // By keyboard: focus the button and press Enter. The result is announced and focused.
  await button.focus();
  await page.keyboard.press('Enter');
  const done = page.getByRole('heading', { name: 'Your alert is confirmed' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  expect(confirmCalls).toEqual([{ method: 'POST', status: 200 }]);
  expect(await statusOf(product.id)).toEqual(['waiting']);
  await expect(page.getByRole('link', { name: `Back to ${product.title}` })).toHaveAttribute(
    'href',
    `/p/${product.slug}`,
  );

  // The same link again: refused, in words, and nothing more to press.
  await page.goto('/');
  await page.goto(path);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const refusal = page
    .getByRole('region', { name: 'Confirm your back-in-stock alert' })
    .getByRole('alert');
  await expect(refusal).toContainText(STOCK_ALERT_LINK_USED);
  await expect(refusal).toBeFocused();
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);

  // Back in stock: the confirmed address gets its one restock mail.
  const restock = await call('POST', `/api/admin/restock/${product.id}`, {
    bearer: admin,
    body: { qty: 3 },
  });
  expect(restock.status, JSON.stringify(restock.body)).toBe(200);
  await expect
    .poll(async () => (await mailsTo(email, 'restock')).length, { timeout: 15_000 })
    .toBe(1);
  await page.context().close();
});

test('a request nobody confirms is never mailed at the restock, and a broken link says so without a button', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const page = await newBrowser(browser);
  const email = `notify.unconfirmed.${uniqueSuffix()}@example.com`;
  const { product } = await askAsGuest(page, email);

  const restock = await call('POST', `/api/admin/restock/${product.id}`, {
    bearer: admin,
    body: { qty: 3 },
  });
  expect(restock.status, JSON.stringify(restock.body)).toBe(200);
  await page.waitForTimeout(3000); // the trigger runs within a second or two
  expect(await mailsTo(email, 'restock')).toHaveLength(0);
  expect(await statusOf(product.id)).toEqual(['pending']);

  await page.goto('/notify-me/confirm#token=not-a-token');
  await expect(
    page.getByRole('region', { name: 'Confirm your back-in-stock alert' }).getByRole('alert'),
  ).toContainText(STOCK_ALERT_LINK_INVALID);
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
  await page.context().close();
});
