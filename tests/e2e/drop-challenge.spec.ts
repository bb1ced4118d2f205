import { expect, test } from '@playwright/test';
import type { Product } from '@contract/product';
import { seededAdmin } from '../support/accounts';
import { acceptCookies, recordCspViolations } from '../support/browser';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { createTestProduct, removeTestProducts } from '../support/products';
import { fillShipping, placeOrder, proceedToCheckout } from '../support/store';

// Issue 23, bots priced out: a drop's product page solves the ALTCHA proof-of-work in the
// background (the widget's external build, its stylesheet and a same-origin worker, under the
// store's CSP), and the order carries it in X-Altcha. An ordinary page never loads the widget.

const created: Product[] = [];

test.afterAll(async () => {
  await removeTestProducts(created);
});

test('a drop page solves the browser check in the background and the order goes through, with no CSP violation', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await seededAdmin();
  const [ordinary, drop] = await Promise.all(
    ['Plain', 'Drop'].map((kind) =>
      createTestProduct(admin, { title: `E2E ${kind} Fox ${uniqueSuffix()}`, price: 25, stock: 5 }),
    ),
  );
  if (!ordinary || !drop) throw new Error('unreachable');
  created.push(ordinary, drop);
  // Released a minute ago: on sale, and a drop for the next 24 hours.
  const releaseAt = new Date(Date.now() - 60_000).toISOString();
  await adminDb().doc(`products/${drop.id}`).update({ releaseAt });

  const context = await browser.newContext();
  const violations = await recordCspViolations(context);
  const page = await context.newPage();
  const widgetRequests: string[] = [];
  // Neither page is sold by raffle: the raffle's panel (its chunk, its answer) never loads.
  const raffleRequests: string[] = [];
  page.on('request', (request) => {
    if (/altcha|\/api\/challenge|\/assets\/sha-/.test(request.url())) {
      widgetRequests.push(request.url());
    }
    if (/\/api\/drops\/|\/assets\/raffle-panel-/.test(request.url())) {
      raffleRequests.push(request.url());
    }
  });
  await acceptCookies(page);

  // An ordinary product's page loads no widget and asks for no challenge.
  await page.goto(`/p/${ordinary.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: ordinary.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  expect(widgetRequests).toEqual([]);

  // The drop's page: the check runs by itself and says when it is done.
  await page.goto(`/p/${drop.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: drop.title })).toBeVisible();
  await expect(page.getByText('Browser check done: ready for the drop.')).toBeVisible({
    timeout: 20_000,
  });
  expect(widgetRequests.some((url) => url.endsWith('/api/challenge'))).toBe(true);

  // Same page, no reload: the solved payload waits in this tab for Place Order.
  await expect(await proceedToCheckout(page)).toBeVisible();
  const challengesBefore = widgetRequests.filter((url) => url.endsWith('/api/challenge')).length;
  await fillShipping(page);
  const number = await placeOrder(page);
  // Sent up front: the order needed no second challenge.
  expect(widgetRequests.filter((url) => url.endsWith('/api/challenge'))).toHaveLength(
    challengesBefore,
  );

  // The order spent the solved challenge: its record names the order.
  const orders = await adminDb().collection('orders').where('number', '==', number).get();
  const orderId = orders.docs[0]?.id ?? '';
  const spent = await adminDb().collection('spentChallenges').where('id', '==', orderId).get();
  expect(spent.docs.map((doc) => doc.get('use') as unknown)).toEqual(['order']);
  expect((await adminDb().doc(`products/${drop.id}`).get()).get('stock')).toBe(4);
  expect(raffleRequests).toEqual([]);
  expect(violations).toEqual([]);
  await context.close();
});
