import { expect, test } from '@playwright/test';
import type { Product } from '@contract/product';
import { call, createAccount, seededAdmin } from '../support/accounts';
import { adminAuth } from '../support/auth';
import { signedIn } from '../support/browser';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { createTestProduct, removeTestProducts } from '../support/products';
import { fillShipping, openCheckout, placeOrder } from '../support/store';

// Issue 23, raffle mode: a verified shopper enters from the product page (the browser check
// solved on the way), sees "You're in" with the entry id, is drawn when entries close (the
// page follows by itself), sees "You won" and checks out through the usual shipping form.

/** One unit of a product of this test's own, removed when the test ends. */
let product: Product | null = null;
test.afterEach(async () => {
  if (product) await removeTestProducts([product]);
});

test('a verified shopper enters a raffle, wins at the draw and checks out the reserved unit', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await seededAdmin();
  product = await createTestProduct(admin, {
    title: `E2E Raffle Owl ${uniqueSuffix()}`,
    price: 30,
    stock: 1,
  });
  const shopper = await createAccount('e2e-raffle');
  await adminAuth().updateUser(shopper.uid, { emailVerified: true });
  const page = await signedIn(browser, shopper.email, shopper.password);

  // Entries close 12 s from now; the draw is at the same moment.
  const closeAt = Date.now() + 12_000;
  const put = await call('PUT', `/api/admin/drops/${product.id}`, {
    bearer: admin,
    body: {
      mode: 'raffle',
      entriesOpenAt: new Date(Date.now() - 1_000).toISOString(),
      entriesCloseAt: new Date(closeAt).toISOString(),
      checkoutWindowSeconds: 600,
    },
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);

  await page.goto(`/p/${product.slug}`);
  const raffle = page.getByRole('region', { name: 'Raffle' });
  await expect(raffle.getByText(/^Entries open until/)).toBeVisible();
  await raffle.getByRole('button', { name: 'Enter the raffle' }).click();
  await expect(raffle.getByText(/You're in/)).toBeVisible({ timeout: 20_000 });
  const entryId = (await raffle.locator('code').first().textContent()) ?? '';
  expect(entryId).toMatch(/^[0-9a-f]{24}$/);

  // The page polls: after the close it shows the win without a reload.
  await expect(raffle.getByText(/You won! Add it to your cart and check out by/)).toBeVisible({
    timeout: Math.max(0, closeAt - Date.now()) + 15_000,
  });
  await openCheckout(page, product.slug);
  await fillShipping(page);
  await placeOrder(page);
  await expect(raffle.getByText(/You bought your unit/)).toBeVisible({ timeout: 15_000 });

  const mails = await adminDb()
    .collection('mail')
    .where('productId', '==', product.id)
    .where('kind', '==', 'raffle-win')
    .get();
  expect(mails.docs.map((doc) => doc.get('to') as unknown)).toEqual([shopper.email]);
});
