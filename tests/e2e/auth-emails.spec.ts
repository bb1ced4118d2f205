import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { adminAuth } from '../support/auth';
import { applyVerificationCode, newBrowser, oobCodesFor, unique } from '../support/browser';

// Issue 11: the verification e-mail after registering (the notice, and coming back verified
// without signing out: for an address on the admin list, the admin rights follow), and
// 'Forgot password?' answering the same words whether or not an account exists.

/** On ADMIN_EMAILS but not seeded: an admin who has not signed up yet. */
const OPS = 'ops@example.com';
const PASSWORD = 'secret-pw-1';

async function deleteAuthAccount(email: string) {
  try {
    const { uid } = await adminAuth().getUserByEmail(email);
    await adminAuth().deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === '__session')?.value ?? '';

async function register(page: Page, name: string, email: string) {
  await page.goto('/account#register');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The link the app had Firebase send, applied as opening it would. */
async function verifyMailbox(email: string) {
  await expect.poll(async () => (await oobCodesFor(email, 'VERIFY_EMAIL')).length).toBe(1);
  const [code] = await oobCodesFor(email, 'VERIFY_EMAIL');
  expect(code?.oobLink).toContain('mode=verifyEmail');
  await applyVerificationCode(code?.oobCode ?? '');
}

const notice = (page: Page) => page.getByRole('region', { name: 'Verify your e-mail' });

test('register, see the notice, verify in another tab: the notice goes without signing out', async ({
  browser,
}) => {
  const page = await newBrowser(browser);
  const email = `e2e-verify-${unique()}@example.com`;
  await register(page, 'E2E Verify', email);

  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText(`We sent a link to ${email}`);
  await page.goto('/profile');
  await expect(notice(page)).toBeVisible();
  const cookieBefore = await sessionCookie(page.context());

  // 'I've verified' before verifying says so, and the notice stays.
  await notice(page).getByRole('button', { name: "I've verified my e-mail" }).click();
  await expect(notice(page).getByRole('status')).toHaveText(
    'Your e-mail is not verified yet. Open the link in the e-mail we sent, then try again.',
  );

  await verifyMailbox(email);
  // Coming back to the tab is enough (the link was opened elsewhere).
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByText('Thank you: your e-mail is verified.')).toBeVisible();
  await expect(notice(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, E2E Verify' })).toBeVisible();
  // Still signed in, with a re-minted session.
  const cookieAfter = await sessionCookie(page.context());
  expect(cookieAfter).not.toBe('');
  expect(cookieAfter).not.toBe(cookieBefore);
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ user: { email, emailVerified: true, role: 'user' } });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, E2E Verify' })).toBeVisible();
  await expect(notice(page)).toBeHidden();
  await page.context().close();
});

test.describe('an address on the admin list', () => {
  test.beforeEach(async () => {
    await deleteAuthAccount(OPS);
  });
  test.afterEach(async () => {
    await deleteAuthAccount(OPS);
  });

  test('is a plain user until verified, then the ADMIN badge and the panel appear', async ({
    browser,
  }) => {
    const page = await newBrowser(browser);
    await register(page, 'Ops Person', OPS);
    await expect(notice(page)).toBeVisible();
    await expect(page.getByText('ADMIN', { exact: true })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByText('Admin only. Sign in with an admin email.')).toBeVisible();

    // Verified while away; back on the account page it is noticed by itself (no sign-out).
    await verifyMailbox(OPS);
    await page.goto('/account');
    await expect(page.getByText('Thank you: your e-mail is verified.')).toBeVisible();
    await expect(notice(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: /Ops Person/ })).toContainText(
      'ADMIN',
    );

    await page.goto('/admin?tab=orders');
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.context().close();
  });
});

test('forgot password answers the same words for a known and an unknown address', async ({
  browser,
}) => {
  const known = `e2e-reset-${unique()}@example.com`;
  const unknown = `e2e-nobody-${unique()}@example.com`;
  await adminAuth().createUser({ email: known, password: PASSWORD, displayName: 'E2E Reset' });
  const page = await newBrowser(browser);
  const same =
    'If an account exists for that e-mail, we sent a link to reset your password. Check your inbox.';

  const answerFor = async (email: string) => {
    await page.goto('/account');
    await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const form = page.getByRole('form', { name: 'Reset your password' });
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(form.getByRole('status')).not.toBeEmpty();
    await expect(form.getByRole('alert')).toHaveCount(0);
    return form.getByRole('status').textContent();
  };

  expect(await answerFor(known)).toBe(same);
  expect(await answerFor(unknown)).toBe(same);
  await expect.poll(async () => (await oobCodesFor(known, 'PASSWORD_RESET')).length).toBe(1);
  expect(await oobCodesFor(unknown, 'PASSWORD_RESET')).toHaveLength(0);
  await page.context().close();
});
