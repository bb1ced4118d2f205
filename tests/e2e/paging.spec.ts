import { Timestamp } from 'firebase-admin/firestore';
import { expect, test } from '@playwright/test';
import { storedOrder } from '../support/admin-orders-fixtures';
import { adminTab, signedIn } from '../support/browser';

// The admin Orders tab loads 50 orders at a time: with more orders than that, "Load more"
// (or scrolling to it) adds the next page under the rows already shown.

/** Orders from 2001: older than any other test's, so they fill pages without pushing
 * anyone's fresh order off the first page. */
const longAgo = (n: number) => Timestamp.fromMillis(Date.UTC(2001, 0, 1) - n * 60_000);

test('an admin with more orders than a page loads the next page with Load more', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  await Promise.all(
    Array.from({ length: 51 }, (_, n) => storedOrder({ createdAt: longAgo(n), status: 'paid' })),
  );
  const admin = await signedIn(browser, 'admin@example.com', 'admin123');
  await adminTab(admin, 'orders');

  // The table sits in a scrollable region named after it. A page holds at most 50 orders;
  // fewer when other suites' fixtures left documents the list cannot read (skipped, logged).
  const rows = admin.getByRole('region', { name: 'Orders' }).getByRole('row');
  await expect.poll(() => rows.count()).toBeGreaterThan(1);
  const firstPage = (await rows.count()) - 1;
  expect(firstPage).toBeLessThanOrEqual(50);
  await expect(admin.getByText(`${String(firstPage)} orders loaded, newest first.`)).toBeVisible();

  const loadMore = admin.getByRole('button', { name: 'Load more' });
  await loadMore.focus();
  await admin.keyboard.press('Enter');
  await expect.poll(() => rows.count()).toBeGreaterThan(firstPage + 1);
  await expect(admin.getByText(`${String(firstPage)} orders loaded, newest first.`)).toHaveCount(0);
});
