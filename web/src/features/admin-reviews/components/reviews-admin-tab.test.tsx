import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@contract/review';
import { useSessionStore } from '@/lib/session-store';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { ReviewsAdminTab } from './reviews-admin-tab';

type FetchMock = ReturnType<typeof routeFetch>;

const makeReview = (overrides: Partial<Review> = {}): Review => ({
  id: 'r1',
  name: 'Ann',
  email: 'ann@example.com',
  rating: 4,
  title: 'Lovely figure',
  comment: 'Arrived safe.',
  images: [],
  createdAt: '2026-03-01T10:00:00.000Z',
  status: 'pending',
  helpfulVotes: 0,
  unhelpfulVotes: 0,
  ...overrides,
});

const writes = (fetchMock: FetchMock) =>
  sentRequests(fetchMock).filter((call) => call.method !== 'GET');

const section = (name: RegExp) => within(screen.getByRole('region', { name }));

/** happy-dom has no window.confirm: stand in for the browser's dialog. */
const answerConfirm = (answer: boolean) => {
  const confirm = vi.fn<(message?: string) => boolean>(() => answer);
  vi.stubGlobal('confirm', confirm);
  return confirm;
};

beforeEach(() => {
  useSessionStore.setState({
    user: { uid: 'a1', email: 'admin@example.com', name: 'Admin' },
    role: 'admin',
  });
});

describe('ReviewsAdminTab lists', () => {
  it('when a pending review is approved, then it moves to the approved list', async () => {
    const user = userEvent.setup();
    let review = makeReview();
    const fetchMock = routeFetch({
      'GET /api/admin/reviews': () => ({ reviews: [review] }),
      'POST /api/admin/reviews/r1/approve': () => {
        review = { ...review, status: 'approved' };
        return { review };
      },
    });
    renderRoute(<ReviewsAdminTab />);
    expect(await screen.findByRole('heading', { name: 'Pending (1)' })).toBeInTheDocument();
    expect(section(/^Approved/).getByText('No approved reviews yet.')).toBeInTheDocument();
    await user.click(section(/^Pending/).getByRole('button', { name: 'Approve Lovely figure' }));

    expect(await screen.findByRole('heading', { name: 'Approved (1)' })).toBeInTheDocument();
    expect(section(/^Pending/).getByText('No reviews wait for moderation.')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      { method: 'POST', url: '/api/admin/reviews/r1/approve', body: undefined },
    ]);
  });

  it('when a response is written to an approved review, then it is sent trimmed; a blank one is not', async () => {
    const user = userEvent.setup();
    let review = makeReview({ status: 'approved' });
    const fetchMock = routeFetch({
      'GET /api/admin/reviews': () => ({ reviews: [review] }),
      'POST /api/reviews/r1/response': () => {
        review = { ...review, adminResponse: 'Thank you!' };
        return { review };
      },
    });
    renderRoute(<ReviewsAdminTab />);
    const approved = await screen.findByRole('article', { name: 'Lovely figure' });
    const item = within(approved);

    await user.click(item.getByRole('button', { name: 'Publish response' }));
    expect(item.getByText('Response is required')).toBeVisible();
    expect(writes(fetchMock)).toHaveLength(0);

    await user.type(item.getByLabelText(/Store response/), ' Thank you! ');
    await user.click(item.getByRole('button', { name: 'Publish response' }));

    expect(await item.findByText('Thank you!', { selector: 'p' })).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      { method: 'POST', url: '/api/reviews/r1/response', body: { response: 'Thank you!' } },
    ]);
    expect(item.queryByRole('button', { name: 'Publish response' })).not.toBeInTheDocument();
    expect(
      item.getByRole('button', { name: 'Delete response to Lovely figure' }),
    ).toBeInTheDocument();
  });

  it('when Delete is not confirmed, then nothing is sent; when confirmed, the review is deleted', async () => {
    const user = userEvent.setup();
    let reviews = [makeReview()];
    const fetchMock = routeFetch({
      'GET /api/admin/reviews': () => ({ reviews }),
      'DELETE /api/reviews/r1': () => {
        reviews = [];
        return { ok: true };
      },
    });
    renderRoute(<ReviewsAdminTab />);
    const remove = await screen.findByRole('button', { name: 'Delete Lovely figure' });

    const confirm = answerConfirm(false);
    await user.click(remove);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(writes(fetchMock)).toHaveLength(0);

    answerConfirm(true);
    await user.click(remove);
    expect(await screen.findByText('No reviews wait for moderation.')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      { method: 'DELETE', url: '/api/reviews/r1', body: undefined },
    ]);
  });

  it('when an action fails, then the server message shows on the review', async () => {
    const user = userEvent.setup();
    routeFetch({
      'GET /api/admin/reviews': () => ({ reviews: [makeReview()] }),
      'POST /api/admin/reviews/r1/reject': () =>
        Response.json({ error: 'Review was already moderated' }, { status: 409 }),
    });
    renderRoute(<ReviewsAdminTab />);
    const item = within(await screen.findByRole('article', { name: 'Lovely figure' }));
    await user.click(item.getByRole('button', { name: 'Reject Lovely figure' }));
    expect((await item.findByRole('alert')).textContent).toBe('Review was already moderated');
  });
});

describe('ReviewsAdminTab create form', () => {
  it('when name, title or comment is blank, then nothing is sent; a full form is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'GET /api/admin/reviews': () => ({ reviews: [] }),
      'POST /api/reviews/admin': () =>
        Response.json({ review: makeReview({ status: 'approved' }) }, { status: 201 }),
    });
    renderRoute(<ReviewsAdminTab />);
    await screen.findByText('No reviews wait for moderation.');
    const form = section(/^Add a review/);

    await user.click(form.getByRole('button', { name: 'Add review' }));
    expect(form.getByText('Name is required')).toBeVisible();
    expect(form.getByText('Title is required')).toBeVisible();
    expect(form.getByText('Comment is required')).toBeVisible();
    expect(writes(fetchMock)).toHaveLength(0);

    await user.type(form.getByLabelText(/^Name/), 'Store');
    await user.selectOptions(form.getByLabelText('Rating'), '3');
    await user.type(form.getByLabelText(/^Title/), 'Nice');
    await user.type(form.getByLabelText(/^Comment/), 'Good.');
    await user.click(form.getByRole('button', { name: 'Add review' }));

    expect(await screen.findByText('Review added')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      {
        method: 'POST',
        url: '/api/reviews/admin',
        body: { name: 'Store', rating: 3, title: 'Nice', comment: 'Good.' },
      },
    ]);
  });
});
