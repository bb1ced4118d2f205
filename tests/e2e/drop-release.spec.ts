import { expect, test } from '@playwright/test';
import type { Product } from '@contract/product';
import { call, seededAdmin } from '../support/accounts';
import { newBrowser } from '../support/browser';
import { createTestProduct, removeTestProducts } from '../support/products';
import { uniqueSuffix } from '../support/emulators';

// Issue 23, scheduled release: a drop's page counts down to its release time (the server's
// clock), keeps Add to cart disabled although there is stock, and unlocks at the time
// without a reload. The release is set a few seconds ahead through the admin API.

/** Far enough ahead to see the page before it, near enough to wait for. */
const RELEASE_AHEAD_MS = 10_000;

/** The drop this file makes, removed afterwards (with its slug). */
let drop: Product | null = null;

test.afterAll(async () => {
  if (drop) await removeTestProducts([drop]);
});

test('a drop counts down, cannot be added before its time, then unlocks without a reload', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const title = `E2E Drop Fox ${uniqueSuffix()}`;
  const admin = await seededAdmin();
  const product = await createTestProduct(admin, { title, price: 30, stock: 6 });
  drop = product;
  const releaseAt = new Date(Date.now() + RELEASE_AHEAD_MS).toISOString();
  const res = await call('PATCH', `/api/admin/products/${product.id}`, {
    bearer: admin,
    body: { releaseAt },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);

  const page = await newBrowser(browser);
  await page.goto(`/catalog?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText(/^Drop · /)).toBeVisible();

  await card.getByRole('link', { name: title }).click();
  await expect(page.getByText(/Goes on sale/)).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time until the sale' })).toHaveText(/^00:\d\d$/);
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await expect(addToCart).toBeDisabled();

  // No reload: the page's own timer unlocks it at the release time.
  await expect(addToCart).toBeEnabled({ timeout: RELEASE_AHEAD_MS + 5_000 });
  await expect(page.getByRole('timer')).toHaveCount(0);
  await addToCart.click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});
