import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminOrderSummarySchema } from '@contract/admin-orders';
import type { Order } from '@contract/order';
import { makeOrder } from '@/testing/make-order';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { OrdersTab } from './orders-tab';

const order = makeOrder({
  id: 'abc123xyz789',
  userEmail: 'ann@example.com',
  userName: 'Ann Lee',
  items: [{ id: 'p1', title: 'Robot Bear', price: 20, qty: 2, image: '' }],
  total: 50,
});

/** Summaries carry no passport fields, as the server sends them (the schema strips them). */
const summary = (full: Order) => AdminOrderSummarySchema.parse(full);

const callsTo = (fetchMock: ReturnType<typeof routeFetch>, method: string) =>
  sentRequests(fetchMock).filter((request) => request.method === method);

describe('OrdersTab', () => {
  it('lists each order with its number, customer, items, total and status', async () => {
    routeFetch({ 'GET /api/admin/orders': () => ({ items: [summary(order)] }) });
    renderRoute(<OrdersTab staleAfterChange={[]} />);

    const row = within((await screen.findByText('#ABC123')).closest('tr') as HTMLElement);
    expect(row.getByText('Ann Lee')).toBeInTheDocument();
    expect(row.getByText('ann@example.com')).toBeInTheDocument();
    expect(row.getByText('2')).toBeInTheDocument();
    expect(row.getByText('$50.00')).toBeInTheDocument();
    const select = row.getByLabelText<HTMLSelectElement>('Status of order #ABC123');
    expect(select).toHaveValue('new');
    expect([...select.options].map((option) => option.value)).toEqual([
      'new',
      'paid',
      'packed',
      'shipped',
      'delivered',
      'cancelled',
    ]);
  });

  it('when the admin searches, then the search is sent as q, a miss says so, and a failure shows the red box', async () => {
    const user = userEvent.setup();
    const other = makeOrder({ id: 'zzz999aaa111', userEmail: 'bo@example.com' });
    const fetchMock = routeFetch({
      'GET /api/admin/orders': (_init, url) => {
        const q = url.searchParams.get('q');
        if (q === null) return { items: [summary(order), summary(other)], nextCursor: null };
        if (q === '#abc123') return { items: [summary(order)], nextCursor: null };
        if (q === 'broken') return new Response('', { status: 500 });
        return { items: [], nextCursor: null };
      },
    });
    renderRoute(<OrdersTab staleAfterChange={[]} />);
    expect(await screen.findByText('#ZZZ999')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    await user.type(search, '#abc123');
    expect(await screen.findByText(/matching “#abc123”/)).toBeInTheDocument();
    expect(screen.getByText('#ABC123')).toBeInTheDocument();
    expect(screen.queryByText('#ZZZ999')).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nobody@example.com');
    expect(await screen.findByText('No orders match “nobody@example.com”.')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'broken');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Admin orders error');
    const sent = sentRequests(fetchMock).map((request) =>
      new URL(request.url, 'http://x').searchParams.get('q'),
    );
    expect(sent).toEqual(expect.arrayContaining(['#abc123', 'nobody@example.com', 'broken']));
  });

  it('sends the new status with PATCH, disabled while saving, and shows the saved one', async () => {
    const user = userEvent.setup();
    let current: Order = order;
    let release: () => void = () => undefined;
    const fetchMock = routeFetch({
      'GET /api/admin/orders': () => ({ items: [summary(current)] }),
      'PATCH /api/admin/orders/abc123xyz789': () =>
        new Promise((resolve) => {
          release = () => {
            current = { ...order, status: 'shipped' };
            resolve({ order: current });
          };
        }),
    });
    renderRoute(<OrdersTab staleAfterChange={[]} />);
    const select = await screen.findByLabelText('Status of order #ABC123');

    await user.selectOptions(select, 'shipped');
    await waitFor(() => {
      expect(select).toBeDisabled();
    });
    expect(select).toHaveValue('shipped');
    const patches = callsTo(fetchMock, 'PATCH');
    expect(patches).toEqual([
      { method: 'PATCH', url: '/api/admin/orders/abc123xyz789', body: { status: 'shipped' } },
    ]);

    release();
    await waitFor(() => {
      expect(select).toBeEnabled();
    });
    expect(select).toHaveValue('shipped');
    // The list was fetched again after the change.
    expect(callsTo(fetchMock, 'GET')).toHaveLength(2);
  });

  it('shows why a status change failed and keeps the old status', async () => {
    const user = userEvent.setup();
    routeFetch({
      'GET /api/admin/orders': () => ({ items: [summary(order)] }),
      'PATCH /api/admin/orders/abc123xyz789': () => new Response('', { status: 500 }),
    });
    renderRoute(<OrdersTab staleAfterChange={[]} />);
    const select = await screen.findByLabelText('Status of order #ABC123');

    await user.selectOptions(select, 'cancelled');
    expect((await screen.findByRole('alert')).textContent).toBe('Update order error');
    expect(select).toHaveValue('new');
    expect(select).toBeEnabled();
  });

  it('opens the details with shipping and passport data, fetched for the admin view', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'GET /api/admin/orders': () => ({ items: [summary(order)] }),
      'GET /api/admin/orders/abc123xyz789': () => ({ order }),
    });
    renderRoute(<OrdersTab staleAfterChange={[]} />);
    await user.click(await screen.findByRole('button', { name: 'View Details' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Order #ABC123' }));
    expect(dialog.getByText(/recorded in the admin log/)).toBeInTheDocument();
    expect(await dialog.findByText('X1234567')).toBeInTheDocument();
    expect(dialog.getByText('US Department of State')).toBeInTheDocument();
    expect(dialog.getByText('1 Main St')).toBeInTheDocument();
    expect(dialog.getByText('+1 555 0100')).toBeInTheDocument();
    expect(sentRequests(fetchMock).at(-1)?.url).toBe('/api/admin/orders/abc123xyz789');
  });

  it('says so when there are no orders, and shows a failure in a red box', async () => {
    routeFetch({ 'GET /api/admin/orders': () => ({ items: [] }) });
    const empty = renderRoute(<OrdersTab staleAfterChange={[]} />);
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    empty.unmount();

    routeFetch({ 'GET /api/admin/orders': () => new Response('', { status: 500 }) });
    renderRoute(<OrdersTab staleAfterChange={[]} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Admin orders error');
  });

  it('asks for pages of 50, appends the next page on Load more, and shows no button at the end', async () => {
    const user = userEvent.setup();
    const older = makeOrder({ id: 'old111aaa222', userName: 'Older Order' });
    const fetchMock = routeFetch({
      'GET /api/admin/orders': (_init, url) =>
        url.searchParams.get('cursor') === 'next-1'
          ? { items: [summary(older)], nextCursor: null }
          : { items: [summary(order)], nextCursor: 'next-1' },
    });
    renderRoute(<OrdersTab staleAfterChange={[]} />);
    expect(await screen.findByText('1 orders loaded, newest first.')).toBeInTheDocument();
    expect(screen.queryByText('#OLD111')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('#OLD111')).toBeInTheDocument();
    expect(screen.getByText('#ABC123')).toBeInTheDocument();
    expect(screen.getByText('2 orders, newest first.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET').map((request) => request.url)).toEqual([
      '/api/admin/orders?limit=50',
      '/api/admin/orders?limit=50&cursor=next-1',
    ]);
  });

  it('keeps the loaded rows when Load more fails, says why, and Try again loads the page', async () => {
    const user = userEvent.setup();
    const older = makeOrder({ id: 'old111aaa222' });
    let failing = true;
    routeFetch({
      'GET /api/admin/orders': (_init, url) => {
        if (url.searchParams.get('cursor') !== 'next-1') {
          return { items: [summary(order)], nextCursor: 'next-1' };
        }
        return failing
          ? Response.json({ error: 'Invalid cursor' }, { status: 400 })
          : { items: [summary(older)], nextCursor: null };
      },
    });
    renderRoute(<OrdersTab staleAfterChange={[]} />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Invalid cursor');
    expect(screen.getByText('#ABC123')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('#OLD111')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
