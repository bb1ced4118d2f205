import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount } from '../support/accounts';
import {
  adminTab,
  BLUE_PIXEL,
  GREEN_PIXEL,
  newBrowser,
  signedIn,
  unique,
} from '../support/browser';

// Reviews and support, end to end in real browsers: a signed-in shopper's review with two
// photos waits for moderation, the admin approves and answers it, everyone then sees it
// with the answer and the photos (in the lightbox), and another shopper votes it helpful.
// A guest's contact message becomes a ticket the admin answers and closes.
//
// Public writes are rate-limited per client and every browser here is 127.0.0.1: the review
// comes from a signed-in account (counted by uid) and the guest sends a single ticket.

/** /reviews, loaded (the seeded reviews are listed), and the review titled `title` there. */
async function reviewOnPage(page: Page, title: string): Promise<Locator> {
  await page.goto('/reviews');
  const feed = page.getByRole('region', { name: 'Customer reviews' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  return feed.getByRole('article', { name: title });
}

/** The image the browser shows in `image` really loaded. */
async function expectLoaded(image: Locator) {
  await expect
    .poll(() =>
      image.evaluate((element) => element instanceof HTMLImageElement && element.naturalWidth),
    )
    .toBe(1);
}

/** The upload at `url` is served as a PNG with exactly these bytes. */
async function expectUpload(page: Page, url: string, bytes: Buffer) {
  expect(url).toMatch(/\/api\/uploads\//);
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^image\/png/);
  expect(Buffer.from(await res.body()).equals(bytes)).toBe(true);
}

test('a review with photos is moderated, answered, shown in the lightbox and voted helpful', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `E2E Sturdy box ${unique()}`;
  const comment = 'Arrived well packed; the paint on the figure is crisp.';
  const answer = `Thank you for the photos! ${unique()}`;

  // 1. A signed-in shopper writes the review with two photos (name and e-mail prefilled).
  const author = await createAccount('e2e-review-author');
  const shopper = await signedIn(browser, author.email, author.password);
  await shopper.goto('/reviews');
  const form = shopper.getByRole('region', { name: 'Write a review' });
  await expect(form.getByLabel('Name')).toHaveValue(author.name);
  await expect(form.getByLabel('E-mail')).toHaveValue(author.email);
  await form.getByLabel('Rating').selectOption('4');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Comment').fill(comment);
  await form.getByLabel('Photos (optional)').setInputFiles([
    { name: 'green.png', mimeType: 'image/png', buffer: GREEN_PIXEL },
    { name: 'blue.png', mimeType: 'image/png', buffer: BLUE_PIXEL },
  ]);
  const chosen = form.getByRole('list', { name: 'Chosen photos' });
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await expect(form.getByText('2 of 5 chosen.')).toBeVisible();
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(shopper.getByRole('heading', { name: 'Thank you for your review!' })).toBeVisible();
  await expect(
    shopper.getByText('Thank you! Your review will appear after moderation.'),
  ).toBeVisible();

  // 2. Pending: not on /reviews, neither for its author nor for a guest in another browser.
  await expect(await reviewOnPage(shopper, title)).toHaveCount(0);
  const guest = await newBrowser(browser);
  await expect(await reviewOnPage(guest, title)).toHaveCount(0);
  await guest.context().close();

  // 3. The admin approves it and publishes the store's response.
  const admin = await signedIn(browser, 'admin@example.com', 'admin123');
  await adminTab(admin, 'reviews');
  const pending = admin.getByRole('region', { name: /^Pending/ });
  const waiting = pending.getByRole('article', { name: title });
  await expect(waiting).toContainText(author.email);
  await expect(waiting.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(2);
  await waiting.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(admin.getByText('Review approved')).toBeVisible();
  await expect(waiting).toHaveCount(0);

  const approved = admin
    .getByRole('region', { name: /^Approved/ })
    .getByRole('article', { name: title });
  await approved.getByLabel(`Store response to ${title}`).fill(answer);
  await approved.getByRole('button', { name: 'Publish response' }).click();
  await expect(admin.getByText('Response published')).toBeVisible();
  await expect(approved.getByText(answer)).toBeVisible();
  await expect(approved.getByRole('button', { name: `Delete response to ${title}` })).toBeVisible();

  // 4. Public now: with the response, the rating and both photos.
  const card = await reviewOnPage(shopper, title);
  await expect(card).toBeVisible();
  await expect(card.getByText(comment)).toBeVisible();
  await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(card.getByRole('complementary', { name: 'Response from the store' })).toContainText(
    answer,
  );

  // 5. The photos open in the lightbox, move with Next, and Escape closes it.
  await card.getByRole('button', { name: 'Open photo 1 of 2' }).click();
  const lightbox = shopper.getByRole('dialog', { name: `${title}: Image 1 of 2` });
  await expect(lightbox).toBeVisible();
  const first = lightbox.getByRole('img', { name: `${title}, image 1 of 2` });
  await expect(first).toBeVisible();
  await expectLoaded(first);
  const firstUrl = (await first.getAttribute('src')) ?? '';
  await expectUpload(shopper, firstUrl, GREEN_PIXEL);

  await lightbox.getByRole('button', { name: 'Next image' }).click();
  const secondBox = shopper.getByRole('dialog', { name: `${title}: Image 2 of 2` });
  const second = secondBox.getByRole('img', { name: `${title}, image 2 of 2` });
  await expect(second).toBeVisible();
  await expectLoaded(second);
  const secondUrl = (await second.getAttribute('src')) ?? '';
  expect(secondUrl).not.toBe(firstUrl);
  await expectUpload(shopper, secondUrl, BLUE_PIXEL);

  await shopper.keyboard.press('Escape');
  await expect(shopper.getByRole('dialog')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Open photo 1 of 2' })).toBeVisible();

  // 6. Another signed-in shopper finds it helpful: the count goes up and the vote is theirs.
  const other = await createAccount('e2e-review-voter');
  const voter = await signedIn(browser, other.email, other.password);
  const voted = await reviewOnPage(voter, title);
  const votes = voted.getByRole('group', { name: 'Was this review helpful?' });
  const helpful = (count: number) =>
    votes.getByRole('button', { name: `Helpful (${String(count)})`, exact: true });
  await expect(helpful(0)).toHaveAttribute('aria-pressed', 'false');
  await helpful(0).click();
  await expect(helpful(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(votes.getByRole('button', { name: 'Unhelpful (0)', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // Kept by the server: after a reload, and the admin sees the count too.
  await voter.reload();
  await expect(helpful(1)).toHaveAttribute('aria-pressed', 'true');
  await admin.reload();
  await expect(approved).toContainText('Helpful 1, unhelpful 0');

  await voter.context().close();
  await admin.context().close();
  await shopper.context().close();
});

test('a guest contact message becomes a ticket the admin answers and closes', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const id = unique();
  const subject = `E2E where is my parcel ${id}`;
  const message = 'My order has not moved for a week. Could you check it, please?';
  const response = `We have asked the carrier and will write again tomorrow. ${id}`;

  // 1. A guest (not signed in) sends the Contact Us form: one ticket, within the guest limit.
  const guest = await newBrowser(browser);
  await guest.goto('/support?tab=contact');
  await expect(guest.getByRole('tab', { name: 'Contact Us' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = guest.getByRole('tabpanel');
  await panel.getByLabel('Name').fill(`E2E Guest ${id}`);
  await panel.getByLabel('E-mail').fill(`e2e-guest-${id}@example.com`);
  await panel.getByLabel('Subject').fill(subject);
  await panel.getByLabel('Message').fill(message);
  await panel.getByRole('button', { name: 'Send message' }).click();

  const sent = panel.getByRole('status').filter({ hasText: 'Thank you, your message was sent!' });
  await expect(sent).toBeVisible();
  const number = /Your ticket number is (\S+)\./.exec((await sent.textContent()) ?? '')?.[1] ?? '';
  expect(number).toMatch(/^[A-Za-z0-9]{8}$/);
  await guest.context().close();

  // 2. The admin finds it among the tickets, open.
  const admin = await signedIn(browser, 'admin@example.com', 'admin123');
  await admin.goto('/admin/tickets');
  await expect(admin.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
  const open = admin.getByRole('button', { name: `View ticket ${number}` });
  const row = admin.getByRole('row').filter({ has: open });
  await expect(row).toContainText(subject);
  await expect(row).toContainText('Open');

  // 3. A written response: the ticket is responded, only Close is left.
  await open.click();
  const modal = admin.getByRole('dialog', { name: `Ticket ${number}` });
  await expect(modal.getByText(message)).toBeVisible();
  await modal.getByLabel('Written response').fill(response);
  await modal.getByRole('button', { name: 'Send response' }).click();
  await expect(admin.getByText('Response saved')).toBeVisible();
  await expect(modal.getByText('Responded', { exact: true })).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Our response' })).toBeVisible();
  await expect(modal.getByText(response)).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Mark responded' })).toHaveCount(0);
  await expect(modal.getByLabel('Written response')).toHaveCount(0);

  // 4. Closed: no actions remain.
  await modal.getByRole('button', { name: 'Close ticket', exact: true }).click();
  await expect(admin.getByText('Ticket closed')).toBeVisible();
  await expect(modal.getByText('Closed', { exact: true })).toBeVisible();
  await expect(modal.getByText('This ticket is closed; no further actions.')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Close ticket', exact: true })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Mark responded' })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Send response' })).toHaveCount(0);
  // The dialog's own close button is plainly 'Close', apart from the 'Close ticket' action.
  await expect(modal.getByRole('button', { name: 'Close', exact: true })).toHaveCount(1);

  await admin.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(row).toContainText('Closed');

  // The admin tab lists it closed as well.
  await adminTab(admin, 'tickets');
  await expect(
    admin
      .getByRole('row')
      .filter({ has: admin.getByRole('button', { name: `View ticket ${number}` }) }),
  ).toContainText('Closed');
  await admin.context().close();
});
