// Issue 16, item 3: a signed-in shopper's checkout starts from the saved profile; the passport
// comes from it only after the checkbox is ticked.
import { expect, test } from '@playwright/test';
import { defaultProfile } from '@contract/user';
import { call, createAccount } from '../support/accounts';
import { signedIn } from '../support/browser';
import { inStock, openCheckout, shippingField } from '../support/store';

const CHECKBOX = 'Use the passport details saved in my profile';

test('checkout starts from the saved profile, and the passport only when asked', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const shopper = await createAccount('e2e-prefill');
  const profile = defaultProfile(shopper);
  profile.phone = '+1 503 555 0142';
  profile.shippingAddress = {
    name: 'Sam Prefill',
    line1: '221 Maple Street',
    line2: 'Apt 4B',
    city: 'Portland',
    region: 'Oregon',
    postal: '97205',
    country: 'United States',
    phone: '+1 503 555 0142',
  };
  profile.passportData = {
    passportNumber: 'P7654321',
    nationality: 'American',
    passportIssueDate: '2021-03-04',
    passportIssuedBy: 'US Department of State',
  };
  const saved = await call('PATCH', '/api/auth/profile', { bearer: shopper, body: profile });
  expect(saved.status).toBe(200);

  const [product] = await inStock(baseURL, 1);
  if (!product) throw new Error('unreachable');
  const page = await signedIn(browser, shopper.email, shopper.password);
  await openCheckout(page, product.slug);

  const field = (label: string) => shippingField(page, label);
  await expect(field('City')).toHaveValue('Portland');
  await expect(field('Full name')).toHaveValue('Sam Prefill');
  await expect(field('Email')).toHaveValue(shopper.email);
  await expect(field('Phone')).toHaveValue('+1 503 555 0142');
  await expect(field('Country')).toHaveValue('United States');
  await expect(field('State / region')).toHaveValue('Oregon');
  await expect(field('Address')).toHaveValue('221 Maple Street, Apt 4B');
  await expect(field('Postal code')).toHaveValue('97205');
  await expect(field('Passport number')).toHaveValue('');

  const checkbox = page.getByRole('checkbox', { name: CHECKBOX });
  await checkbox.check();
  await expect(field('Passport number')).toHaveValue('P7654321');
  await expect(field('Passport issue date')).toHaveValue('2021-03-04');
  await expect(field('Passport issued by')).toHaveValue('US Department of State');
  await expect(field('Nationality')).toHaveValue('American');

  // Nothing of the passport on disk, even after the draft autosave ran.
  await page.waitForTimeout(600);
  const disk = await page.evaluate(() => Object.values(localStorage).join('\n'));
  expect(disk).not.toContain('P7654321');

  await checkbox.uncheck();
  await expect(field('Passport number')).toHaveValue('');
  await page.context().close();
});
