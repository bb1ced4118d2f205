import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ProductListResponseSchema } from '@contract/product';
import { signedIn } from '../support/browser';

/**
 * axe-core on the storefront and account pages in both languages: a violation on any of
 * them, English or its Russian twin under /ru, fails here and not only in the bench's report.
 * The guest pages are scanned before the cookie banner is answered, so the banner is in them.
 */

/** The axe violations of the page open now, one line per rule with the elements it flags. */
async function axeViolations(page: Page): Promise<string[]> {
  // axe's defaults plus WCAG 2.2's target size (24 px), off by default in axe 4.x (as the bench).
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  return violations.map(
    (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

/** Opens `path`, waits until the page has settled and `ready` shows, and scans it. */
async function scan(page: Page, path: string, ready: (page: Page) => Locator) {
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect.soft(await axeViolations(page), `${path}: axe violations`).toEqual([]);
  expect
    .soft(await page.locator('html').getAttribute('lang'), `${path}: <html lang>`)
    .toBe(path.startsWith('/ru') ? 'ru' : 'en');
}

const main = (page: Page) => page.getByRole('main');

/** The first seeded product's slug: its page and the Russian twin are scanned. */
async function firstSlug(request: APIRequestContext): Promise<string> {
  const { items } = ProductListResponseSchema.parse(
    await (await request.get('/api/products')).json(),
  );
  if (!items[0]) throw new Error('seed has no product');
  return items[0].slug;
}

for (const [language, prefix, signIn] of [
  ['English', '', 'Sign in'],
  ['Russian', '/ru', 'Войти'],
] as const) {
  test(`the ${language} storefront pages have no axe violations, for a guest`, async ({
    page,
    request,
  }) => {
    // Four pages, each scanned whole: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const slug = await firstSlug(request);
    for (const path of [prefix || '/', `${prefix}/catalog`, `${prefix}/p/${slug}`]) {
      await scan(page, path, main);
    }
    await scan(page, `${prefix}/account`, (p) => p.getByRole('form', { name: signIn }));
  });
}

test('the account area in English and in Russian has no axe violations, for the shopper', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await signedIn(browser, 'shopper@example.com', 'shopper123');
  for (const path of ['/profile', '/ru/profile']) {
    // The account area itself, not the "Please sign in." gate.
    await scan(page, path, (p) => p.getByText('shopper@example.com', { exact: true }));
  }
});
