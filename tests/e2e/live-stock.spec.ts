import { expect, test, type Page } from '@playwright/test';
import type { Product } from '@contract/product';
import { call, seededAdmin } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { newBrowser } from '../support/browser';
import { createTestProduct, removeTestProducts } from '../support/products';
import { adminDb, uniqueSuffix } from '../support/emulators';

// Issue 16, live stock and "Notify me": an open product page follows the stock without a
// reload (polled every 5 s while the tab is visible), the cart drawer warns about a line that
// can no longer be bought, and a sold-out page takes an e-mail that, once confirmed from the
// mailed link (issue 21), is written one `restock` mail once the product is back. Each test
// makes its own product, so other suites' stock is never touched.

/** Within a few seconds: two polls of 5 s, plus the request and a render. */
const LIVE = { timeout: 12_000 };

let admin: TestUser;
const created: Product[] = [];

async function createProduct(stock: number): Promise<Product> {
  const item = await createTestProduct(admin, {
    title: `E2E Live Owl ${uniqueSuffix()}`,
    price: 18,
    stock,
  });
  created.push(item);
  return item;
}

async function setStock(product: Product, stock: number) {
  const res = await call('PATCH', `/api/admin/products/${product.id}`, {
    bearer: admin,
    body: { stock },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The `restock` mail documents written for this address and product. */
const restockMails = async (to: string, productId: string) =>
  (
    await adminDb().collection('mail').where('to', '==', to).where('kind', '==', 'restock').get()
  ).docs.filter((doc) => doc.get('productId') === productId);

/** The confirmation mail of a back-in-stock request to this address. */
const confirmationMails = async (to: string) =>
  (
    await adminDb()
      .collection('mail')
      .where('to', '==', to)
      .where('kind', '==', 'stock-alert-confirmation')
      .get()
  ).docs;

/** The page is sold out: the badge and the button both say so, and "Notify me" is offered. */
async function expectSoldOut(page: Page) {
  // The badge and the disabled button both read "Out of stock".
  await expect(page.getByText('Out of stock', { exact: true })).toHaveCount(2, LIVE);
  await expect(page.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Notify me' })).toBeVisible();
}

test.beforeAll(async () => {
  admin = await seededAdmin();
});

test.afterAll(async () => {
  await removeTestProducts(created);
});

test('an open product page and the cart drawer follow the stock going to 0', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const product = await createProduct(20);
  const page = await newBrowser(browser);
  await page.goto(`/p/${product.slug}`);
  await expect(page.getByText('In stock', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  await setStock(product, 0);
  await expectSoldOut(page);

  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByText('Out of stock now: remove it to check out')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await expect(
    drawer.getByText('Some items have less stock than your cart holds.', { exact: false }),
  ).toBeVisible();

  // Back in stock while the drawer is open: the warning goes and checkout is possible again.
  await setStock(product, 2);
  await expect(drawer.getByText('Out of stock now: remove it to check out')).toBeHidden(LIVE);
  await expect(drawer.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Only 2 left', { exact: true })).toBeVisible(LIVE);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await page.context().close();
});

test('notify me on a sold-out page, confirmed from the e-mail, then a restock writes one restock mail for that address', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const product = await createProduct(0);
  const email = `notify.e2e.${uniqueSuffix()}@example.com`;
  const page = await newBrowser(browser);
  await page.goto(`/p/${product.slug}`);
  await expectSoldOut(page);

  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Notify me' }).click();
  const pending = page.getByText('Check your e-mail to confirm', { exact: false });
  await expect(pending).toBeVisible();
  // A guest's request counts once confirmed from the mailed link (its page: stock-alert-confirm.spec.ts).
  await expect.poll(async () => (await confirmationMails(email)).length).toBe(1);
  const [mail] = await confirmationMails(email);
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(String(mail?.get('message.text')))?.[1];
  const confirmed = await call('POST', '/api/stock-alerts/confirm', { body: { token } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

  const restock = await call('POST', `/api/admin/restock/${product.id}`, {
    bearer: admin,
    body: { qty: 5 },
  });
  expect(restock.status, JSON.stringify(restock.body)).toBe(200);

  // The page follows: the form goes away and the product can be bought again.
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled(LIVE);
  await expect(pending).toBeHidden();

  await expect
    .poll(async () => (await restockMails(email, product.id)).length, { timeout: 15_000 })
    .toBe(1);
  await Promise.all((await restockMails(email, product.id)).map((doc) => doc.ref.delete()));
  await page.context().close();
});
