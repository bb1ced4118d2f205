import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@contract/order';
import { makeOrder } from '@/testing/make-order';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { SHIPMENTS_REFRESH_MS, ShipmentsTab } from './shipments-tab';

const waiting = makeOrder({ id: 'abc123xyz789', status: 'paid', userName: 'Ann Lee' });
const tracked = makeOrder({
  id: 'def456uvw000',
  status: 'shipped',
  userName: 'Bob Stone',
  tracking: { code: 'LX111CN' },
});

const list = (name: string) =>
  within(
    screen.getByRole('heading', { name: new RegExp(`^${name}`) }).closest('section') as HTMLElement,
  );

const sent = (fetchMock: ReturnType<typeof routeFetch>, method: string) =>
  sentRequests(fetchMock).filter((request) => request.method === method);

describe('ShipmentsTab', () => {
  it('shows orders without tracking and with tracking in two lists', async () => {
    routeFetch({ 'GET /api/admin/orders': () => ({ items: [waiting, tracked] }) });
    renderRoute(<ShipmentsTab staleAfterChange={[]} />);

    await screen.findByText('#ABC123');
    expect(list('Without tracking').getByText('#ABC123')).toBeInTheDocument();
    expect(list('Without tracking').queryByText('#DEF456')).not.toBeInTheDocument();
    expect(list('With tracking').getByText('#DEF456')).toBeInTheDocument();
    expect(list('With tracking').getByText('LX111CN')).toBeInTheDocument();
  });

  it('sends nothing when the tracking form or the demo order form is blank', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({ 'GET /api/admin/orders': () => ({ items: [waiting] }) });
    renderRoute(<ShipmentsTab staleAfterChange={[]} />);
    await screen.findByText('#ABC123');

    await user.click(screen.getByRole('button', { name: 'Save tracking' }));
    expect(screen.getByText('Order code is required')).toBeVisible();
    expect(screen.getByText('Tracking number is required')).toBeVisible();

    await user.type(screen.getByLabelText(/Order code/), 'ABC123');
    await user.type(screen.getByLabelText(/Tracking number/), '   ');
    await user.click(screen.getByRole('button', { name: 'Save tracking' }));
    expect(screen.queryByText('Order code is required')).not.toBeInTheDocument();
    expect(screen.getByText('Tracking number is required')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Create demo order' }));
    expect(screen.getByText('E-mail is required')).toBeVisible();
    await user.type(screen.getByLabelText(/Customer e-mail/), 'not-mail');
    await user.click(screen.getByRole('button', { name: 'Create demo order' }));
    expect(screen.getByText('Enter a valid e-mail')).toBeVisible();

    expect(sent(fetchMock, 'POST')).toHaveLength(0);
  });

  it('saves a tracking number by order code, says so, and moves the order across', async () => {
    const user = userEvent.setup();
    let orders: Order[] = [waiting];
    const fetchMock = routeFetch({
      'GET /api/admin/orders': () => ({ items: orders }),
      'POST /api/admin/notify-tracking': () => {
        const saved = { ...waiting, tracking: { code: 'LX999US' } };
        orders = [saved];
        return { order: saved };
      },
    });
    renderRoute(<ShipmentsTab staleAfterChange={[]} />);
    await screen.findByText('#ABC123');

    await user.type(screen.getByLabelText(/Order code/), ' #abc123 ');
    await user.type(screen.getByLabelText(/Tracking number/), ' LX999US ');
    await user.click(screen.getByRole('button', { name: 'Save tracking' }));

    expect(await screen.findByText('Tracking number saved for order #ABC123.')).toBeVisible();
    const posts = sent(fetchMock, 'POST');
    expect(posts.map((post) => post.body)).toEqual([{ orderId: 'abc123', code: 'LX999US' }]);
    await waitFor(() => {
      expect(list('With tracking').getByText('LX999US')).toBeInTheDocument();
    });
    expect(list('Without tracking').queryByText('#ABC123')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Order code/)).toHaveValue('');
  });

  it('fills the order code from a row and shows why saving failed', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'GET /api/admin/orders': () => ({ items: [waiting] }),
      'POST /api/admin/notify-tracking': () =>
        Response.json({ error: 'Order not found' }, { status: 404 }),
    });
    renderRoute(<ShipmentsTab staleAfterChange={[]} />);
    await user.click(await screen.findByRole('button', { name: 'Add tracking' }));

    expect(screen.getByLabelText(/Order code/)).toHaveValue('abc123xyz789');
    expect(screen.getByLabelText(/Tracking number/)).toHaveFocus();
    await user.keyboard('LX1');
    await user.click(screen.getByRole('button', { name: 'Save tracking' }));

    expect(await screen.findByText('Order not found')).toBeVisible();
    expect(sent(fetchMock, 'POST').map((post) => post.body)).toEqual([
      { orderId: 'abc123xyz789', code: 'LX1' },
    ]);
  });

  it('creates a demo order for the e-mail and shows its number', async () => {
    const user = userEvent.setup();
    let orders: Order[] = [];
    const demo = makeOrder({ id: 'zzz999aaa111', status: 'paid' });
    const fetchMock = routeFetch({
      'GET /api/admin/orders': () => ({ items: orders }),
      'POST /api/admin/demo-order': () => {
        orders = [demo];
        return { order: demo };
      },
    });
    renderRoute(<ShipmentsTab staleAfterChange={[]} />);
    expect(await screen.findByText('Every order has a tracking number.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Customer e-mail/), ' ann@example.com ');
    await user.click(screen.getByRole('button', { name: 'Create demo order' }));

    expect((await screen.findByText(/Created order/)).textContent).toBe(
      'Created order #ZZZ999 for ann@example.com.',
    );
    expect(sent(fetchMock, 'POST').map((post) => post.body)).toEqual([
      { email: 'ann@example.com' },
    ]);
    await waitFor(() => {
      expect(list('Without tracking').getByText('#ZZZ999')).toBeInTheDocument();
    });
  });

  it('refreshes the lists every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = routeFetch({ 'GET /api/admin/orders': () => ({ items: [waiting] }) });
    renderRoute(<ShipmentsTab staleAfterChange={[]} />);
    await screen.findByText('#ABC123');
    // Two lists: "Without tracking" (tracking=none) and all orders, for "With tracking".
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(SHIPMENTS_REFRESH_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('pages "Without tracking" from its own list, and a refresh keeps the loaded pages without repeating a row', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const old = makeOrder({ id: 'old000waiting', status: 'new', userName: 'Old Order' });
    const fetchMock = routeFetch({
      'GET /api/admin/orders': (_init, url) => {
        if (url.searchParams.get('tracking') !== 'none')
          return { items: [tracked], nextCursor: null };
        return url.searchParams.get('cursor') === 'c1'
          ? { items: [old], nextCursor: null }
          : { items: [waiting], nextCursor: 'c1' };
      },
    });
    renderRoute(<ShipmentsTab staleAfterChange={[]} />);
    await screen.findByText('#ABC123');
    expect(list('Without tracking').queryByText('#OLD000')).not.toBeInTheDocument();

    await user.click(list('Without tracking').getByRole('button', { name: 'Load more' }));
    expect(await list('Without tracking').findByText('#OLD000')).toBeInTheDocument();
    expect(
      list('Without tracking').queryByRole('button', { name: 'Load more' }),
    ).not.toBeInTheDocument();
    expect(list('With tracking').getByText('#DEF456')).toBeInTheDocument();

    const before = fetchMock.mock.calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SHIPMENTS_REFRESH_MS);
    });
    await waitFor(() => {
      expect(fetchMock.mock.calls.length).toBe(before + 3);
    });
    const refreshed = sentRequests(fetchMock)
      .slice(before)
      .map((request) => request.url);
    expect(refreshed.filter((url) => url.includes('tracking=none'))).toEqual([
      '/api/admin/orders?limit=50&tracking=none',
      '/api/admin/orders?limit=50&tracking=none&cursor=c1',
    ]);
    expect(list('Without tracking').getAllByText('#ABC123')).toHaveLength(1);
    expect(list('Without tracking').getAllByText('#OLD000')).toHaveLength(1);
  });
});
