// axe-core on the storefront and account pages, signed out, as the seeded shopper and as
// the seeded admin (signed in through the UI, as a person does).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { table } from './stats';

export interface AxePage {
  path: string;
  as: string;
  violations: number;
  /** Rule id with the number of elements it flags. */
  rules: string[];
}

type Ready = (page: Page) => Promise<void>;

const settled: Ready = async (page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toBeVisible();
};

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}

async function check(page: Page, path: string, as: string, ready: Ready): Promise<AxePage> {
  await page.goto(path);
  await ready(page);
  // axe's defaults plus WCAG 2.2's target size (24 px), off by default in axe 4.x.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  return {
    path,
    as,
    violations: violations.length,
    rules: violations.map((v) => `${v.id} (${String(v.nodes.length)})`),
  };
}

export async function measureAxe(
  browser: Browser,
  baseUrl: string,
  slug: string,
): Promise<AxePage[]> {
  const results: AxePage[] = [];
  const guest = await browser.newContext({ baseURL: baseUrl });
  const page = await guest.newPage();
  for (const path of ['/', '/catalog', `/p/${slug}`])
    results.push(await check(page, path, 'guest', settled));
  results.push(
    await check(page, '/account', 'guest', async (p) => {
      await settled(p);
      await expect(p.getByRole('form', { name: 'Sign in' })).toBeVisible();
    }),
  );
  await guest.close();

  const shopper = await browser.newContext({ baseURL: baseUrl });
  const shopperPage = await shopper.newPage();
  await signIn(shopperPage, 'shopper@example.com', 'shopper123');
  results.push(
    await check(shopperPage, '/profile', 'shopper', async (p) => {
      // The account area itself, not the "Please sign in." gate.
      await expect(p.getByText('shopper@example.com', { exact: true })).toBeVisible();
      await settled(p);
    }),
  );
  await shopper.close();

  const admin = await browser.newContext({ baseURL: baseUrl });
  const adminPage = await admin.newPage();
  await signIn(adminPage, 'admin@example.com', 'admin123');
  results.push(
    await check(adminPage, '/admin', 'admin', async (p) => {
      await expect(p.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
      await settled(p);
    }),
  );
  await admin.close();
  return results;
}

export function axeReport(pages: readonly AxePage[]): string {
  return table([
    ['page', 'as', 'violations', 'rules (elements)'],
    ...pages.map((p) => [`\`${p.path}\``, p.as, String(p.violations), p.rules.join(', ') || '-']),
  ]);
}
