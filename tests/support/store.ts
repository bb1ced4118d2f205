import { expect, type Page } from '@playwright/test';
import { ProductListResponseSchema, type Product } from '@contract/product';
import { uniqueSuffix } from './emulators';

/** Store data and forms shared by the end-to-end suites. */

/** The catalogue as it is now: other suites run first and may have bought items. */
export async function catalogue(baseURL: string | undefined): Promise<Product[]> {
  const res = await fetch(`${baseURL ?? ''}/api/products`);
  return ProductListResponseSchema.parse(await res.json()).items;
}

/**
 * `count` products with at least 3 in stock. `seeded` keeps to the seed's own products, whose
 * pictures exist (the API suites add products whose image paths are placeholders).
 */
export async function inStock(
  baseURL: string | undefined,
  count: number,
  { seeded = false }: { seeded?: boolean } = {},
): Promise<Product[]> {
  const picked = (await catalogue(baseURL))
    .filter((p) => p.stock >= 3)
    .filter((p) => !seeded || (p.images[0] ?? '').startsWith('/img/seed/products/'))
    .slice(0, count);
  if (picked.length < count) throw new Error(`need ${count} products with stock >= 3`);
  return picked;
}

/** A shipping form field by its label; required ones read 'Label *' (the asterisk is decoration). */
export function shippingField(page: Page, label: string) {
  return page
    .getByRole('dialog', { name: 'Shipping Information' })
    .getByLabel(new RegExp(`^${label}( \\*)?$`));
}

/**
 * Fills every field of the shipping form with a valid guest's details. The e-mail is new on
 * every call unless given: unconfirmed orders are capped per contact e-mail (issue 21).
 */
export async function fillShipping(
  page: Page,
  over: { fullName?: string; email?: string; passportNumber?: string } = {},
): Promise<void> {
  const field = (label: string) => shippingField(page, label);
  await field('Full name').fill(over.fullName ?? 'Ann Lee');
  await field('Email').fill(over.email ?? `ann.e2e.${uniqueSuffix()}@example.com`);
  await field('Phone').fill('+1 555 0100');
  await field('Country').selectOption('United States');
  await field('State / region').selectOption('Illinois');
  await field('City').fill('Springfield');
  await field('Address').fill('1 Main St');
  await field('Postal code').fill('62701');
  await field('Passport number').fill(over.passportNumber ?? 'X1234567');
  await field('Passport issue date').fill('2020-05-01');
  await field('Passport issued by').fill('US Department of State');
  await field('Nationality').fill('American');
}

/** From a product page to the open shipping form: add one to the cart, then Proceed to Checkout. */
export async function openCheckout(page: Page, slug: string) {
  await page.goto(`/p/${slug}`);
  return proceedToCheckout(page);
}

/** On the open product page: add one to the cart, then Proceed to Checkout (no reload). */
export async function proceedToCheckout(page: Page) {
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: /^Cart, / }).click();
  await page
    .getByRole('dialog', { name: 'Your cart' })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
  return page.getByRole('dialog', { name: 'Shipping Information' });
}

/**
 * The coming-soon notice after an order; an unconfirmed one (a guest's or an unverified
 * account's, issue 21) adds how long its e-mailed link works.
 */
export const COMING_SOON_NOTICE =
  /^Payment system coming soon! Your order #[A-Z0-9_-]{6} has been saved\.( Please confirm it within \d+ minutes? using the link we sent to your e-mail, or it will be cancelled\.)?$/;

/** Places the order in the open shipping form; answers the 6-character number the notice shows. */
export async function placeOrder(page: Page): Promise<string> {
  await page
    .getByRole('dialog', { name: 'Shipping Information' })
    .getByRole('button', { name: 'Place Order' })
    .click();
  const notice = page.getByText(COMING_SOON_NOTICE);
  await expect(notice).toBeVisible();
  const number = /#([A-Z0-9_-]{6})/.exec((await notice.textContent()) ?? '')?.[1] ?? '';
  expect(number).toHaveLength(6);
  return number;
}
