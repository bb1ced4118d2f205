import { expect, test } from '@playwright/test';
import { CONFIRM_LINK_USED } from '@contract/order-confirmation';
import { acceptCookies } from '../support/browser';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { fillShipping, inStock, openCheckout } from '../support/store';

// Issue 21: a guest's order is unconfirmed. The checkout's notice says to confirm it by e-mail
// within the short hold; the mailed link opens a page whose button POSTs the token.

const mailsTo = async (to: string, kind: string) =>
  (
    await adminDb().collection('mail').where('to', '==', to).where('kind', '==', kind).get()
  ).docs.map((doc) => doc.data() as { message: { text: string } });

const orderOf = async (email: string) => {
  const snap = await adminDb().collection('orders').where('shippingData.email', '==', email).get();
  return snap.docs[0];
};

test('a guest is told to confirm within 30 minutes, opens the mailed link, confirms with the button (a POST), and the link works once', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const [product] = await inStock(baseURL, 1);
  if (!product) throw new Error('unreachable');
  const email = `confirm.e2e.${uniqueSuffix()}@example.com`;

  await acceptCookies(page);
  await openCheckout(page, product.slug);
  await fillShipping(page, { email });
  await page
    .getByRole('dialog', { name: 'Shipping Information' })
    .getByRole('button', { name: 'Place Order' })
    .click();
  const notice = page.getByText(
    /^Payment system coming soon! Your order #([A-Z0-9_-]{6}) has been saved\. Please confirm it within 30 minutes using the link we sent to your e-mail, or it will be cancelled\.$/,
  );
  await expect(notice).toBeVisible();
  const number = /#([A-Z0-9_-]{6})/.exec((await notice.textContent()) ?? '')?.[1] ?? '';

  // The link, as the mailbox receives it.
  await expect.poll(async () => (await mailsTo(email, 'order-confirmation')).length).toBe(1);
  const [mail] = await mailsTo(email, 'order-confirmation');
  const link = /https?:\/\/\S+\/confirm-order#token=[A-Za-z0-9_-]{43}/.exec(
    mail?.message.text ?? '',
  )?.[0];
  if (!link) throw new Error('no confirmation link in the mail');
  const url = new URL(link);
  expect(url.search).toBe('');
  expect(link).not.toContain(email);

  // Opening the page (as a mail scanner would) confirms nothing.
  const confirmCalls: { method: string; status: number }[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === '/api/orders/confirm') {
      confirmCalls.push({ method: res.request().method(), status: res.status() });
    }
  });
  await page.goto(`${url.pathname}${url.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Confirm order' });
  await expect(button).toBeEnabled();
  expect(confirmCalls).toEqual([]);
  expect((await orderOf(email))?.get('contactConfirmed')).toBe(false);

  // The button POSTs the token; the page says so and focuses the result.
  await button.click();
  const done = page.getByRole('heading', { name: `Order #${number} is confirmed` });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  expect(confirmCalls).toEqual([{ method: 'POST', status: 200 }]);
  expect((await orderOf(email))?.get('contactConfirmed')).toBe(true);
  await expect(page.getByRole('link', { name: 'Find your order' })).toHaveAttribute(
    'href',
    `/tracking?order=${number}`,
  );
  // Now that the mailbox is proven, the usual order-placed mail follows.
  await expect.poll(async () => (await mailsTo(email, 'order-placed')).length).toBe(1);

  // The same link again: the page shows why it cannot confirm twice.
  await page.reload();
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CONFIRM_LINK_USED })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm order' })).toBeHidden();
  expect(confirmCalls.at(-1)).toEqual({ method: 'POST', status: 409 });
});
