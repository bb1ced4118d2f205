import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { storedOrder } from '../support/admin-orders-fixtures';
import { agedSignIn } from '../support/aged-sign-in';
import { acceptCookies, adminTab, recordCspViolations, unique } from '../support/browser';

// Issue 21, admin sessions: passport details and the orders export need a sign-in of the
// last 10 minutes. An admin whose sign-in is older is asked for the password again, signs in
// anew and goes on where they were: the details open, the export downloads. The old sign-in
// is made without waiting: the browser's session cookie is swapped for one whose sign-in was
// 11 minutes ago (support/aged-sign-in.ts); the server's check and the UI are the real ones.

const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'admin123';

/** The browser's `__session` replaced by one of the same admin, signed in 11 minutes ago. */
async function makeSignInOld(page: Page): Promise<void> {
  const context = page.context();
  const current = (await context.cookies()).find((cookie) => cookie.name === '__session');
  if (!current) throw new Error('The browser has no session cookie');
  const { cookie } = await agedSignIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  await context.addCookies([{ ...current, value: cookie.slice('__session='.length) }]);
}

test('an admin whose sign-in is old types the password again before passports, and the export button downloads after the same', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ acceptDownloads: true });
  const violations = await recordCspViolations(context);
  const admin = await context.newPage();
  await acceptCookies(admin);
  await admin.goto('/account');
  const signInForm = admin.getByRole('form', { name: 'Sign in' });
  await signInForm.getByLabel('Email').fill(ADMIN_EMAIL);
  await signInForm.getByLabel('Password').fill(ADMIN_PASSWORD);
  await signInForm.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin.getByText('Welcome back!')).toBeVisible();

  // An order with passport data, first in the list (its number unlike any other's).
  const id = `${Math.random().toString(36).slice(2, 8)}${unique()}`;
  const passport = `PE${unique()}`.slice(0, 20).toUpperCase();
  await storedOrder({ id, passportNumber: passport });
  const short = id.slice(0, 6).toUpperCase();

  await adminTab(admin, 'orders');
  await makeSignInOld(admin);
  const row = admin.getByRole('row').filter({ hasText: short });
  await row.getByRole('button', { name: 'View Details' }).click();

  // 1. Asked for the password before anything of the passport is shown.
  const prompt = admin.getByRole('dialog', { name: "Confirm it's you" });
  await expect(prompt).toBeVisible();
  await expect(admin.getByText(passport)).toHaveCount(0);
  const password = prompt.getByRole('textbox', { name: 'Password' });
  await expect(password).toBeFocused();

  // A wrong password is said, and nothing opens.
  await password.fill('not-the-password');
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt.getByRole('alert')).toHaveText('Wrong password. Please try again.');
  await expect(admin.getByText(passport)).toHaveCount(0);

  // The right one: the prompt goes and the details show, in the same modal, same tab.
  await password.fill(ADMIN_PASSWORD);
  await password.press('Enter');
  await expect(prompt).toBeHidden();
  const details = admin.getByRole('dialog', { name: `Order #${short}` });
  await expect(details.getByText(passport)).toBeVisible();
  await expect(admin).toHaveURL(/tab=orders/);
  await details.getByRole('button', { name: 'Close' }).click();

  // 2. Cancelled, the export says why and saves nothing; confirmed, the CSV downloads.
  await makeSignInOld(admin);
  const exportButton = admin.getByRole('button', { name: 'Export orders (CSV)' });
  await exportButton.click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  await expect(admin.getByRole('alert').filter({ hasText: 'password again' })).toBeVisible();

  await exportButton.click();
  await prompt.getByRole('textbox', { name: 'Password' }).fill(ADMIN_PASSWORD);
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    prompt.getByRole('button', { name: 'Confirm' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^\uFEFFid,date,status,/);
  expect(csv).toContain(id);
  expect(csv).not.toContain(passport);
  await expect(exportButton).toBeEnabled();

  expect(violations).toEqual([]);
  await context.close();
});
