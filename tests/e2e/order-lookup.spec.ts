import { expect, test } from '@playwright/test';
import { acceptCookies, unique } from '../support/browser';
import { fillShipping, inStock, openCheckout, placeOrder } from '../support/store';

const money = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a guest orders, then finds the order on /tracking by its number and e-mail', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const [product] = await inStock(baseURL, 1, { seeded: true });
  if (!product) throw new Error('unreachable');
  const email = `Guest.Lookup-${unique()}@Example.com`;

  // The order, placed through the real checkout.
  await acceptCookies(page);
  await openCheckout(page, product.slug);
  await fillShipping(page, { email });
  const number = await placeOrder(page);

  const quote = (await (
    await fetch(`${baseURL ?? ''}/api/checkout/quote`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items: [{ id: product.id, qty: 1 }] }),
    })
  ).json()) as { tax: number };
  const total = Math.round((product.price + 10 + quote.tax) * 100) / 100;

  // Found with the number in lower case with '#', and the e-mail in another case.
  await page.goto('/tracking');
  const lookup = page.getByRole('region', { name: 'Find my order' });
  await lookup.getByLabel('Order number').fill(`#${number.toLowerCase()}`);
  await lookup.getByLabel('E-mail').fill(email.toLowerCase());
  await lookup.getByRole('button', { name: 'Find my order' }).click();
  const result = lookup.getByRole('article', { name: `Order #${number}` });
  await expect(result).toBeVisible();
  await expect(result.getByText('New', { exact: true })).toBeVisible();
  await expect(result.getByRole('listitem').filter({ hasText: product.title })).toContainText(
    `× 1${money(product.price)}`,
  );
  await expect(result).toContainText(`Total ${money(total)}`);
  await expect(result.getByText('Tracking number not assigned yet')).toBeVisible();
  // The page's own parcel form and portal button are still there.
  await expect(page.getByRole('link', { name: 'Open tracking portal' })).toBeVisible();

  // A wrong e-mail: "Order not found", and the previous result is gone.
  await lookup.getByLabel('E-mail').fill(`someone-${unique()}@example.com`);
  await lookup.getByRole('button', { name: 'Find my order' }).click();
  await expect(lookup.getByRole('alert')).toContainText('Order not found');
  await expect(result).toBeHidden();

  // The link in order e-mails: the number is filled in, the e-mail is typed.
  await page.goto(`/tracking?order=${number}`);
  await expect(lookup.getByLabel('Order number')).toHaveValue(number);
  await expect(lookup.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(result).toBeVisible();
  expect(page.url()).not.toContain('@');
});
