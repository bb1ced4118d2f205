import { expect, type Browser, type Page } from '@playwright/test';

/** Browser-side helpers shared by the end-to-end suites. */

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Real 1×1 PNGs of different colours: the server checks an image's bytes, not its name. */
export const GREEN_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const BLUE_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh browser (own cookies and storage, downloads kept) with the cookie banner answered. */
export async function newBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  return page;
}

/** A fresh browser signed in through the store's own sign-in form. */
export async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await newBrowser(browser);
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  return page;
}

/** Opens a tab of /admin by its key and waits until it is the selected one. */
export async function adminTab(page: Page, tab: string) {
  await page.goto(`/admin?tab=${tab}`);
  await expect(page.getByRole('tab', { name: new RegExp(`^${tab}$`, 'i') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}
