import { expect, test } from '@playwright/test';
import { CreateOrderResponseSchema } from '@contract/checkout';
import { orderNumberOf } from '@contract/order';
import { createAccount, startSession } from '../support/accounts';
import { adminTab, signedIn, unique } from '../support/browser';
import { createProduct, newKey, postOrder, shippingData } from '../support/checkout-fixtures';

// The admin's search boxes (issue 25): the Users and Orders tabs narrow as the admin types,
// say so when nothing matches, and come back whole when the box is cleared.

test('an admin finds one account and one order by typing into the tabs’ search boxes', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const customer = await createAccount(`e2e-search-${unique()}`);
  await startSession(customer); // the sign-in writes the account's user document
  const placed = await postOrder(
    {
      items: [{ id: await createProduct({ stock: 3 }), qty: 1 }],
      shippingData: shippingData({ email: customer.email }),
    },
    { key: newKey(), headers: customer.bearer },
  );
  expect(placed.status).toBe(201);
  const orderId = CreateOrderResponseSchema.parse(placed.body).order.id;
  const number = orderNumberOf(orderId);

  const admin = await signedIn(browser, 'admin@example.com', 'admin123');

  // Users: a prefix of the e-mail, in capitals, finds the account alone.
  await adminTab(admin, 'users');
  const users = admin.getByRole('region', { name: 'Users' });
  await expect(users.getByRole('rowheader').first()).toBeVisible();
  const userSearch = admin.getByRole('searchbox', { name: 'Search users' });
  await userSearch.fill(customer.email.slice(0, -12).toUpperCase());
  await expect(users.getByRole('rowheader')).toHaveText([customer.email]);
  await userSearch.fill(`nobody-${unique()}`);
  await expect(admin.getByText(/^No users match “nobody-/)).toBeVisible();
  await userSearch.fill('');
  await expect(users.getByRole('rowheader').nth(1)).toBeVisible();

  // Orders: the number in lower case with '#', then the e-mail.
  await adminTab(admin, 'orders');
  const orders = admin.getByRole('region', { name: 'Orders' });
  const orderSearch = admin.getByRole('searchbox', { name: 'Search orders' });
  await orderSearch.fill(`#${number.toLowerCase()}`);
  await expect(orders.getByRole('rowheader')).toHaveText([`#${number}`]);
  await orderSearch.fill(customer.email);
  await expect(orders.getByRole('rowheader')).toHaveText([`#${number}`]);
  await orderSearch.fill(`#zz${unique()}`);
  await expect(admin.getByText(/^No orders match “#zz/)).toBeVisible();
  // Cleared: the whole list again (a fresh seed has no other order), said without "matching".
  await orderSearch.fill('');
  await expect(orders.getByRole('rowheader', { name: `#${number}` })).toBeVisible();
  await expect(admin.getByText(/orders( loaded)?, newest first\.$/)).toBeVisible();
});
