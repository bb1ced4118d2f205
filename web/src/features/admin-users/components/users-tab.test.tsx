import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { UsersTab } from './users-tab';

const account = (id: string, email: string) => ({
  id,
  email,
  name: '',
  role: 'user',
  createdAt: '2026-01-15T10:00:00.000Z',
});

describe('UsersTab', () => {
  it('shows each user with e-mail, created date and role', async () => {
    routeFetch({
      'GET /api/admin/users': () => ({
        items: [
          {
            id: 'u1',
            email: 'admin@example.com',
            name: 'Admin',
            role: 'admin',
            createdAt: '2026-01-15T10:00:00.000Z',
          },
          {
            id: 'u2',
            email: 'shopper@example.com',
            name: '',
            role: 'user',
            createdAt: '2026-02-01T10:00:00.000Z',
          },
        ],
      }),
    });
    renderRoute(<UsersTab />);

    const admin = within(
      (await screen.findByText('admin@example.com')).closest('tr') as HTMLElement,
    );
    expect(admin.getByText('15 Jan 2026')).toBeInTheDocument();
    expect(admin.getByText('Admin', { selector: 'strong' })).toBeInTheDocument();
    const shopper = within(screen.getByText('shopper@example.com').closest('tr') as HTMLElement);
    expect(shopper.getByText('User')).toBeInTheDocument();
    expect(shopper.getByText('1 Feb 2026')).toBeInTheDocument();
  });

  it('shows a failure in a red box', async () => {
    routeFetch({ 'GET /api/admin/users': () => new Response('', { status: 500 }) });
    renderRoute(<UsersTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Users error');
  });

  it('when the admin types in the search box, then one search goes out once typing pauses; cleared, the list is back', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'GET /api/admin/users': (_init, url) => {
        const q = url.searchParams.get('q');
        if (q === null) return { items: [account('u1', 'first@example.com')], nextCursor: null };
        if (q === 'ann') return { items: [account('u2', 'ann@example.com')], nextCursor: null };
        return { items: [], nextCursor: null };
      },
    });
    renderRoute(<UsersTab />);
    expect(await screen.findByText('first@example.com')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(search, ' ann');
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
    expect(screen.queryByText('first@example.com')).not.toBeInTheDocument();

    await user.type(search, 'x');
    expect(await screen.findByText('No users match “annx”.')).toBeInTheDocument();

    await user.clear(search);
    expect(await screen.findByText('first@example.com')).toBeInTheDocument();
    const searches = sentRequests(fetchMock)
      .map((request) => new URL(request.url, 'http://x').searchParams.get('q'))
      .filter((q) => q !== null);
    // Typed a key at a time, yet asked once per pause: no search for 'a' or 'an'.
    expect(searches).toEqual(['ann', 'annx']);
  });

  it('asks for pages of 50 and appends the next page on Load more until the end', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'GET /api/admin/users': (_init, url) =>
        url.searchParams.get('cursor') === 'u-next'
          ? { items: [account('u2', 'second@example.com')], nextCursor: null }
          : { items: [account('u1', 'first@example.com')], nextCursor: 'u-next' },
    });
    renderRoute(<UsersTab />);
    expect(await screen.findByText('first@example.com')).toBeInTheDocument();
    expect(screen.queryByText('second@example.com')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('second@example.com')).toBeInTheDocument();
    expect(screen.getByText('first@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(sentRequests(fetchMock).map((request) => request.url)).toEqual([
      '/api/admin/users?limit=50',
      '/api/admin/users?limit=50&cursor=u-next',
    ]);
  });
});
