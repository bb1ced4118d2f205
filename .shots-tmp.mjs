import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5000';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
]) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('dialog', (d) => void d.accept());
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning')
      console.log(label, 'console', m.type(), m.text());
  });
  await page.goto(base + '/');
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.goto(base + '/account');
  await page.getByRole('form', { name: 'Sign in' }).waitFor();
  await page.screenshot({ path: `/tmp/acct-shots/${label}-account.png`, fullPage: true });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.screenshot({ path: `/tmp/acct-shots/${label}-account-errors.png`, fullPage: false });
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  const email = `shot-${label}-${Date.now()}@example.com`;
  await form.getByLabel('Name').fill('Shot ' + label);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('secret-pw-1');
  await form.getByLabel('Confirm password').fill('secret-pw-1');
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Registration successful!').waitFor();
  await page.screenshot({ path: `/tmp/acct-shots/${label}-signed-in.png`, fullPage: true });
  console.log(
    label,
    'cookies',
    JSON.stringify(
      (await context.cookies()).map((c) => [c.name, c.httpOnly, c.secure, c.sameSite]),
    ),
  );
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.screenshot({ path: `/tmp/acct-shots/${label}-drawer.png` });
  await page.keyboard.press('Escape');
  for (const tab of ['dashboard', 'profile', 'settings', 'referrals', 'orders']) {
    await page.goto(`${base}/profile?tab=${tab}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/acct-shots/${label}-profile-${tab}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
