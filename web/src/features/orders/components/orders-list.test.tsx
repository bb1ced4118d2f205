import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@contract/order';
import { formatDateTime } from '@/lib/date-format';
import { useSessionStore } from '@/lib/session-store';
import { makeOrder } from '@/testing/make-order';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { MyOrdersPage } from './my-orders-page';
import { OrdersList } from './orders-list';

const signIn = () => {
  useSessionStore.setState({ user: { uid: 'u1', email: 'ann@example.com', name: 'Ann' } });
};

/** An order waiting for its e-mail confirmation until 20 minutes from now. */
const waitingOrder = (over: Partial<Order> = {}) => ({
  ...makeOrder({ contactConfirmed: false, ...over }),
  confirmBy: new Date(Date.now() + 20 * 60_000).toISOString(),
});

const answerOrders = (items: Order[]) =>
  routeFetch({ 'GET /api/orders': () => ({ ok: true, items }) });

beforeEach(signIn);

describe('OrdersList', () => {
  it('shows each order with its short number, status badge, item count, date and total', async () => {
    answerOrders([
      makeOrder({
        id: 'abc123xyz789',
        status: 'packed',
        items: [
          { id: 'p1', title: 'Moon rabbit', price: 20, qty: 2 },
          { id: 'p2', title: 'Owl', price: 15.5, qty: 1 },
        ],
        total: 65.5,
      }),
      makeOrder({ id: 'zz9876', status: 'delivered', total: 30 }),
    ]);
    renderRoute(<MyOrdersPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    const first = (await screen.findByRole('heading', { name: 'Order #ABC123' })).closest(
      'article',
    );
    if (!first) throw new Error('no order card');
    const card = within(first);
    expect(card.getByText('Packed')).toHaveClass('order-status--processing');
    expect(card.getByText('3 items')).toBeInTheDocument();
    expect(card.getByText('$65.50')).toBeInTheDocument();
    expect(card.getByText('15 Jan 2026')).toBeInTheDocument();

    expect(screen.getByText('Delivered')).toHaveClass('order-status--delivered');
    expect(screen.getByRole('heading', { name: 'Order #ZZ9876' })).toBeInTheDocument();
  });

  it.each([
    ['new', 'order-status--new'],
    ['paid', 'order-status--processing'],
    ['packed', 'order-status--processing'],
    ['shipped', 'order-status--shipped'],
    ['delivered', 'order-status--delivered'],
    ['cancelled', 'order-status--other'],
  ] as const)('gives a %s order the %s badge', async (status, className) => {
    answerOrders([makeOrder({ status })]);
    renderRoute(<OrdersList />);
    const label = status.charAt(0).toUpperCase() + status.slice(1);
    expect(await screen.findByText(label)).toHaveClass(className);
  });

  it('opens the details modal with the same data and an Open in New Tab link', async () => {
    const user = userEvent.setup();
    answerOrders([makeOrder({ tracking: { code: 'TRK123' } })]);
    renderRoute(<OrdersList />);
    await user.click(await screen.findByRole('button', { name: 'View Order Details' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Order #ABC123' }));
    expect(dialog.getByText('Toy 1')).toBeInTheDocument();
    expect(dialog.getByText('TRK123')).toBeInTheDocument();
    expect(dialog.getByText('abc123xyz789')).toBeInTheDocument();
    const link = dialog.getByRole('link', { name: 'Open in New Tab' });
    expect(link).toHaveAttribute('href', '/order/abc123xyz789');
    expect(link).toHaveAttribute('target', '_blank');

    // The header's icon and the footer's button, both named plainly 'Close'.
    const closers = dialog.getAllByRole('button', { name: 'Close' });
    expect(closers).toHaveLength(2);
    await user.click(closers[1] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the empty state with a link to the catalog', async () => {
    answerOrders([]);
    renderRoute(<OrdersList />);
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the catalog' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  });

  it("shows the server's error, or 'Orders error', in a red box", async () => {
    routeFetch({ 'GET /api/orders': () => new Response('', { status: 500 }) });
    renderRoute(<OrdersList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Orders error');
  });

  it('asks a guest to sign in and fetches nothing', () => {
    useSessionStore.setState({ user: null });
    const fetchMock = answerOrders([]);
    renderRoute(<OrdersList />);
    expect(screen.getByText('Please sign in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for pages of 20, appends the next page on Load more, and shows no button at the end', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'GET /api/orders': (_init, url) =>
        url.searchParams.get('cursor') === 'p2'
          ? { ok: true, items: [makeOrder({ id: 'old999' })], nextCursor: null }
          : { ok: true, items: [makeOrder({ id: 'new111' })], nextCursor: 'p2' },
    });
    renderRoute(<OrdersList />);
    expect(await screen.findByRole('heading', { name: 'Order #NEW111' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order #OLD999' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Order #OLD999' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(sentRequests(fetchMock).map((request) => request.url)).toEqual([
      '/api/orders?limit=20',
      '/api/orders?limit=20&cursor=p2',
    ]);
  });

  it('shows why Load more failed under the loaded orders', async () => {
    const user = userEvent.setup();
    routeFetch({
      'GET /api/orders': (_init, url) =>
        url.searchParams.get('cursor') === 'p2'
          ? new Response('', { status: 500 })
          : { ok: true, items: [makeOrder({ id: 'new111' })], nextCursor: 'p2' },
    });
    renderRoute(<OrdersList />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Orders error');
    expect(screen.getByRole('heading', { name: 'Order #NEW111' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
  it('says on the card of an order waiting for its e-mail confirmation until when to confirm it, and on no other card', async () => {
    const waiting = waitingOrder({ id: 'wait01abc' });
    answerOrders([waiting, makeOrder({ id: 'done02abc' })]);
    renderRoute(<OrdersList />);

    const card = (await screen.findByRole('heading', { name: 'Order #WAIT01' })).closest('article');
    if (!card) throw new Error('no order card');
    const note = within(card).getByText('Waiting for e-mail confirmation').closest('p');
    expect(note).toHaveTextContent(
      `Waiting for e-mail confirmation — confirm with the link we sent to the e-mail address of this order by ${formatDateTime(waiting.confirmBy)}.`,
    );
    expect(within(card).getByText(formatDateTime(waiting.confirmBy))).toHaveAttribute(
      'dateTime',
      waiting.confirmBy,
    );
    // The spec's card texts stay as they were.
    expect(within(card).getByRole('button', { name: 'View Order Details' })).toBeInTheDocument();

    const other = screen.getByRole('heading', { name: 'Order #DONE02' }).closest('article');
    if (!other) throw new Error('no order card');
    expect(within(other).queryByText(/e-mail confirmation/)).not.toBeInTheDocument();
  });

  it('repeats the wait in the details modal of that order', async () => {
    const user = userEvent.setup();
    const waiting = waitingOrder();
    answerOrders([waiting]);
    renderRoute(<OrdersList />);
    await user.click(await screen.findByRole('button', { name: 'View Order Details' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Order #ABC123' }));
    expect(dialog.getByText('Waiting for e-mail confirmation').closest('p')).toHaveTextContent(
      `confirm with the link we sent to the e-mail address of this order by ${formatDateTime(waiting.confirmBy)}.`,
    );
  });
});
