import { expect, test } from '@playwright/test';
import { acceptCookies } from '../support/browser';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { fillShipping, inStock, openCheckout, placeOrder } from '../support/store';

interface StoredMail {
  kind: string;
  language: string;
  message: { subject: string; text: string; html: string };
}

/** The order mail documents the store wrote for this address. */
const orderMailsTo = async (to: string) =>
  (await adminDb().collection('mail').where('to', '==', to).get()).docs
    .map((doc) => doc.data() as StoredMail)
    .filter((mail) => mail.kind.startsWith('order-'));

test('a guest places an order in the browser and the only mail written for their address is the confirmation, without what they typed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const [product] = await inStock(baseURL, 1);
  if (!product) throw new Error('unreachable');
  const suffix = uniqueSuffix();
  const email = `mail.e2e.${suffix}@example.com`;
  const passport = `M${suffix.toUpperCase()}`.slice(0, 12);
  const name = `Typed Name ${suffix}`;

  await acceptCookies(page);
  await openCheckout(page, product.slug);
  await fillShipping(page, {
    email: email.toUpperCase(),
    passportNumber: passport,
    fullName: name,
  });
  const number = await placeOrder(page);

  await expect.poll(async () => (await orderMailsTo(email)).length, { timeout: 15_000 }).toBe(1);
  // A moment more: an order-placed mail from the trigger would show up by now.
  await page.waitForTimeout(2_000);
  const mails = await orderMailsTo(email);
  expect(mails.map((mail) => mail.kind)).toEqual(['order-confirmation']);
  const [mail] = mails;
  expect(mail?.language).toBe('en');
  expect(mail?.message.subject).toContain(`#${number}`);
  expect(mail?.message.html).toContain(`#${number}`);
  expect(mail?.message.text).toContain(product.title);
  expect(mail?.message.html).toMatch(/\/confirm-order#token=[A-Za-z0-9_-]{43}"/);
  const everything = JSON.stringify(mail);
  expect(everything).not.toContain(passport);
  expect(everything).not.toContain(name);
  expect(everything).not.toContain('Springfield');
});
