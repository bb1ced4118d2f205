import { expect, test } from '@playwright/test';
import { acceptCookies } from '../support/browser';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { fillShipping, inStock, openCheckout, placeOrder } from '../support/store';

/** The order-placed mail documents the `orderMail` trigger wrote for this address. */
const placedMailsTo = async (to: string) =>
  (
    await adminDb()
      .collection('mail')
      .where('to', '==', to)
      .where('kind', '==', 'order-placed')
      .get()
  ).docs.map((doc) => doc.data() as { message: { subject: string; text: string; html: string } });

test('a guest places an order in the browser and one order-placed mail is written for their address', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const [product] = await inStock(baseURL, 1);
  if (!product) throw new Error('unreachable');
  const suffix = uniqueSuffix();
  const email = `mail.e2e.${suffix}@example.com`;
  const passport = `M${suffix.toUpperCase()}`.slice(0, 12);

  await acceptCookies(page);
  await openCheckout(page, product.slug);
  await fillShipping(page, { email: email.toUpperCase(), passportNumber: passport });
  const number = await placeOrder(page);

  await expect.poll(async () => (await placedMailsTo(email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await placedMailsTo(email);
  expect(mail?.message.subject).toContain(`#${number}`);
  expect(mail?.message.html).toContain(`#${number}`);
  expect(mail?.message.html).toContain(`/tracking?order=${number}`);
  expect(JSON.stringify(mail)).not.toContain(passport);
});
