import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

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
  await acceptCookies(page);
  return page;
}

/** Opens the home page and answers the cookie banner with Accept. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
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

/** One Content-Security-Policy violation the browser reported, as text. */
export type CspViolation = string;

/**
 * Records every CSP violation in the pages of `context`, from both sides: the
 * `securitypolicyviolation` DOM event (installed before any page script, reported through a
 * binding so it survives navigations) and the browser's console messages about the policy.
 * Call before opening pages.
 */
export async function recordCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(`event: ${text}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (text: string) => void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ` +
          `${event.documentURI}${event.sample ? ` sample: ${event.sample}` : ''}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
  return violations;
}

const authEmulatorOrigin = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const authProject = process.env.GCLOUD_PROJECT ?? 'demo-toy-store';

export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The Auth emulator's "sent" e-mail codes (it sends no mail) for one address, oldest first. */
export async function oobCodesFor(email: string, requestType: string): Promise<OobCode[]> {
  const res = await fetch(`${authEmulatorOrigin}/emulator/v1/projects/${authProject}/oobCodes`);
  if (!res.ok) throw new Error(`oobCodes: ${String(res.status)}`);
  const { oobCodes = [] } = (await res.json()) as { oobCodes?: OobCode[] };
  return oobCodes.filter(
    (code) => code.email.toLowerCase() === email.toLowerCase() && code.requestType === requestType,
  );
}

/** Applies a VERIFY_EMAIL code as opening the link in the e-mail would. */
export async function applyVerificationCode(oobCode: string): Promise<void> {
  const res = await fetch(
    `${authEmulatorOrigin}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode }),
    },
  );
  if (!res.ok) throw new Error(`accounts:update: ${String(res.status)} ${await res.text()}`);
}
