import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicReview } from '@contract/review';
import { setPageLocale } from '@/i18n/locale';
import { useSessionStore } from '@/lib/session-store';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { ReviewsPage } from './reviews-page';

const makeReview = (overrides: Partial<PublicReview> = {}): PublicReview => ({
  id: 'r1',
  name: 'Ann',
  rating: 4,
  title: 'Lovely figure',
  comment: 'Arrived <b>safe</b> and sound.',
  images: [],
  createdAt: '2026-03-01T10:00:00.000Z',
  status: 'approved',
  helpfulVotes: 3,
  unhelpfulVotes: 1,
  ...overrides,
});

const signIn = () => {
  useSessionStore.setState({
    user: { uid: 'u1', email: 'ann@example.com', name: 'Ann' },
    role: 'user',
    ready: true,
  });
};

const reviewCard = async (title: string) =>
  within(await screen.findByRole('article', { name: title }));

describe('ReviewsPage list', () => {
  it('shows each approved review with its rating, text as text, date and the store response', async () => {
    routeFetch({
      'GET /api/reviews': () => ({
        reviews: [
          makeReview({
            adminResponse: 'Thank you, Ann!',
            adminResponseAt: '2026-03-02T10:00:00.000Z',
          }),
        ],
      }),
    });
    renderRoute(<ReviewsPage />);

    const card = await reviewCard('Lovely figure');
    expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(card.getByText('Arrived <b>safe</b> and sound.')).toBeInTheDocument();
    expect(card.getByText(/1 Mar 2026/)).toBeInTheDocument();
    expect(card.getByText('Thank you, Ann!')).toBeInTheDocument();
  });

  it('when the reviews cannot be loaded, then the list is empty with a retry note', async () => {
    routeFetch({ 'GET /api/reviews': () => new Response('', { status: 500 }) });
    renderRoute(<ReviewsPage />);

    expect(
      await screen.findByText('No reviews yet. Be the first to write one!'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Reviews could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('ReviewsPage lightbox', () => {
  it('when a thumbnail is opened, then Escape and a backdrop click each close the image', async () => {
    const user = userEvent.setup();
    routeFetch({
      'GET /api/reviews': () => ({ reviews: [makeReview({ images: ['/a.png', '/b.png'] })] }),
    });
    renderRoute(<ReviewsPage />);
    const card = await reviewCard('Lovely figure');

    await user.click(card.getByRole('button', { name: 'Open photo 2 of 2' }));
    let dialog = screen.getByRole('dialog', { name: 'Lovely figure: Image 2 of 2' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/b.png');
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByText('Image 1 of 2')).toBeInTheDocument();
    // A click inside the figure does not close it.
    await user.click(within(dialog).getByRole('img'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    // fireEvent: browsers turn Escape into the dialog's cancel event; happy-dom does not.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Open photo 1 of 2' }));
    dialog = screen.getByRole('dialog');
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ReviewsPage votes', () => {
  it('when a guest reads reviews, then counts show without vote buttons, with a sign-in hint', async () => {
    routeFetch({ 'GET /api/reviews': () => ({ reviews: [makeReview()] }) });
    renderRoute(<ReviewsPage />);
    const card = await reviewCard('Lovely figure');

    expect(card.getByText('Helpful: 3 · Unhelpful: 1')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /helpful/i })).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Sign in to vote' })).toBeInTheDocument();
  });

  it('when a signed-in user votes, then the vote is sent and shows as pressed with the new counts', async () => {
    const user = userEvent.setup();
    signIn();
    const fetchMock = routeFetch({
      'GET /api/reviews': () => ({ reviews: [makeReview({ userVote: 'unhelpful' })] }),
      'POST /api/reviews/r1/vote': () => ({
        review: makeReview({ helpfulVotes: 4, unhelpfulVotes: 0, userVote: 'helpful' }),
      }),
    });
    renderRoute(<ReviewsPage />);
    const card = await reviewCard('Lovely figure');

    const helpful = card.getByRole('button', { name: 'Helpful (3)' });
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    expect(card.getByRole('button', { name: 'Unhelpful (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(helpful);

    const pressed = await card.findByRole('button', { name: 'Helpful (4)' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(card.getByRole('button', { name: 'Unhelpful (0)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(sentRequests(fetchMock).find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/reviews/r1/vote',
      body: { vote: 'helpful' },
    });
  });

  it('when a vote fails, then the server message shows', async () => {
    const user = userEvent.setup();
    signIn();
    routeFetch({
      'GET /api/reviews': () => ({ reviews: [makeReview()] }),
      'POST /api/reviews/r1/vote': () =>
        Response.json({ error: 'Too many requests' }, { status: 429 }),
    });
    renderRoute(<ReviewsPage />);
    const card = await reviewCard('Lovely figure');
    await user.click(card.getByRole('button', { name: 'Helpful (3)' }));
    await waitFor(() => {
      expect(card.getByRole('alert').textContent).toBe('Too many requests');
    });
  });
});

describe('ReviewsPage on a Russian page', () => {
  afterEach(() => {
    setPageLocale('en');
  });

  it('when a guest reads a review, then its rating, date, response and votes read Russian', async () => {
    setPageLocale('ru');
    routeFetch({
      'GET /api/reviews': () => ({
        reviews: [
          makeReview({
            images: ['/a.png', '/b.png'],
            adminResponse: 'Спасибо!',
            adminResponseAt: '2026-03-02T10:00:00.000Z',
          }),
        ],
      }),
    });
    const user = userEvent.setup();
    renderRoute(<ReviewsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Отзывы' })).toBeInTheDocument();
    const card = await reviewCard('Lovely figure');
    expect(card.getByRole('img', { name: 'Оценка 4 из 5' })).toBeInTheDocument();
    expect(card.getByText(/1 мар\. 2026 г\./)).toBeInTheDocument();
    expect(card.getByRole('complementary', { name: 'Ответ магазина' })).toBeInTheDocument();
    expect(card.getByText('Полезно: 3 · Бесполезно: 1')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Войдите, чтобы голосовать' })).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Открыть фото 2 из 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Lovely figure: Фото 2 из 2' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Lovely figure, фото 2 из 2');
    expect(within(dialog).getByRole('button', { name: 'Следующее фото' })).toBeInTheDocument();
  });

  it('when there are no reviews, then the empty list invites the first one in Russian', async () => {
    setPageLocale('ru');
    routeFetch({ 'GET /api/reviews': () => ({ reviews: [] }) });
    renderRoute(<ReviewsPage />);
    expect(await screen.findByText('Отзывов пока нет. Напишите первый!')).toBeInTheDocument();
  });

  it('when a signed-in user reads it, then the vote buttons read Russian', async () => {
    setPageLocale('ru');
    signIn();
    routeFetch({ 'GET /api/reviews': () => ({ reviews: [makeReview()] }) });
    renderRoute(<ReviewsPage />);
    const card = await reviewCard('Lovely figure');
    expect(card.getByRole('group', { name: 'Был ли этот отзыв полезен?' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Полезно (3)' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Бесполезно (1)' })).toBeInTheDocument();
  });
});
