import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  acceptCookies,
  adminTab,
  BLUE_PIXEL,
  GREEN_PIXEL,
  recordCspViolations,
} from '../support/browser';
import { fillShipping, inStock } from '../support/store';

// Browser security headers (issue 11, point 6): every Hosting answer carries them, and the
// whole store works under the Content-Security-Policy with no violation: a guest shops and
// checks out, opens reviews (photo previews are blob: URLs) and support, then the seeded
// admin signs in (the Firebase Auth SDK talks to the Auth emulator) and opens every admin tab.
//
// Locally the policy is firebase.json's plus the Auth emulator in connect-src (the emulator
// scripts write firebase.local.json); the deployed firebase.json names no local address.

const AUTH_EMULATOR = 'http://127.0.0.1:9099';

type Policy = Map<string, string[]>;

const parsePolicy = (value: string): Policy =>
  new Map(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  );

interface HostingConfig {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

/** The deployed policy, with what the emulator scripts add for local runs. */
function expectedLocalPolicy(): Policy {
  const config = JSON.parse(
    readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
  ) as HostingConfig;
  const csp = config.hosting.headers
    .find((rule) => rule.source === '**')
    ?.headers.find((header) => header.key === 'Content-Security-Policy')?.value;
  if (!csp) throw new Error('firebase.json has no Content-Security-Policy for **');
  const policy = parsePolicy(csp);
  policy.set('connect-src', [...(policy.get('connect-src') ?? []), AUTH_EMULATOR]);
  return policy;
}

test('every Hosting answer carries the security headers: pages, the SPA fallback, /api and assets', async ({
  request,
  baseURL,
}) => {
  const [product] = await inStock(baseURL, 1, { seeded: true });
  if (!product) throw new Error('unreachable');
  const home = await request.get('/');
  const asset = /\/assets\/[^"]+\.js/.exec(await home.text())?.[0];
  if (!asset) throw new Error('no /assets script in index.html');

  const expected = expectedLocalPolicy();
  for (const path of [
    '/',
    `/p/${product.slug}`,
    '/p/no-such-product',
    '/catalog',
    '/sitemap.xml',
    '/robots.txt',
    '/no-such-page',
    '/api/health',
    '/api/products',
    '/api/no-such-route',
    asset,
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBeLessThan(500);
    const headers = res.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(parsePolicy(csp), `${path} CSP`).toEqual(expected);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['permissions-policy'], path).toBe(
      'camera=(), microphone=(), geolocation=(), payment=()',
    );
  }

  // The policy's key promises, spelled out.
  expect(expected.get('script-src')).toEqual(["'self'"]);
  expect(expected.get('style-src')).toEqual(["'self'"]);
  expect(expected.get('object-src')).toEqual(["'none'"]);
  expect(expected.get('frame-ancestors')).toEqual(["'none'"]);
});

/** A form field of the shipping form by its label; required ones read 'Label *'. */
/** The images matched (the first `count`: the rest may be lazy) loaded: the policy let them. */
async function expectImagesLoaded(page: Page, selector: string, count: number) {
  await expect
    .poll(() =>
      page
        .locator(selector)
        .evaluateAll(
          (images, n) =>
            images.length >= n &&
            images
              .slice(0, n)
              .every((image) => image instanceof HTMLImageElement && image.naturalWidth > 0),
          count,
        ),
    )
    .toBe(true);
}

test('the store works under the policy: shop, check out, reviews, support, sign in, admin, with no CSP violation', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [product] = await inStock(baseURL, 1, { seeded: true });
  if (!product) throw new Error('unreachable');
  const context = await browser.newContext();
  const violations = await recordCspViolations(context);
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());

  // 1. A guest: home, cookie banner, catalogue (seed images), product page, cart, checkout.
  await acceptCookies(page);

  // Searched for a seeded product: the API suites add products whose pictures do not exist.
  await page.goto(`/catalog?q=${encodeURIComponent(product.title)}`);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectImagesLoaded(page, 'main article img', 1);

  await page.goto(`/p/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: /^Cart, / }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('Coupon code').fill('SAVE10');
  await drawer.getByRole('button', { name: 'Use' }).click();
  await expect(drawer.getByText('Discount (SAVE10)')).toBeVisible();
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const modal = page.getByRole('dialog', { name: 'Shipping Information' });
  await expect(modal).toBeVisible();
  await fillShipping(page, { fullName: 'Csp Guest', email: 'csp.guest.e2e@example.com' });
  await modal.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(/^Payment system coming soon! Your order #/)).toBeVisible();
  await expect(modal).toBeHidden();

  // 2. Reviews: the feed, and photo previews in the write-a-review form (blob: URLs).
  await page.goto('/reviews');
  await expect(
    page.getByRole('region', { name: 'Customer reviews' }).getByRole('article').first(),
  ).toBeVisible();
  const form = page.getByRole('region', { name: 'Write a review' });
  await form.getByLabel('Photos (optional)').setInputFiles([
    { name: 'green.png', mimeType: 'image/png', buffer: GREEN_PIXEL },
    { name: 'blue.png', mimeType: 'image/png', buffer: BLUE_PIXEL },
  ]);
  const chosen = form.getByRole('list', { name: 'Chosen photos' });
  await expect(chosen.getByRole('img')).toHaveCount(2);
  await expect(chosen.getByRole('img').first()).toHaveAttribute('src', /^blob:/);
  await expectImagesLoaded(page, '.review-images__previews img', 2);

  // 3. Support: the FAQ and the contact form.
  await page.goto('/support');
  await expect(page.getByRole('tab', { name: 'FAQ' })).toBeVisible();
  await page.getByRole('tab', { name: 'Contact Us' }).click();
  await expect(page.getByRole('tabpanel').getByLabel('Message')).toBeVisible();

  // 4. The seeded admin signs in on /account: the Auth SDK loads and calls the emulator.
  await page.goto('/account');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill('admin@example.com');
  await signIn.getByLabel('Password').fill('admin123');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('main')).toBeVisible();

  // 5. Every admin tab (the overview chart is inline SVG; product images are 'self').
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  for (const tab of [
    'overview',
    'orders',
    'products',
    'shipments',
    'coupons',
    'inventory',
    'users',
    'logs',
    'tickets',
    'reviews',
  ]) {
    await adminTab(page, tab);
    await expect(page.getByRole('tabpanel')).toBeVisible();
  }
  await page.goto('/admin/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();

  // Late reports (console messages arrive asynchronously) get a moment to come in.
  await page.waitForTimeout(500);
  expect(violations).toEqual([]);
  await context.close();
});
