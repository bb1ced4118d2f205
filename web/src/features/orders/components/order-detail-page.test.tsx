import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@contract/order';
import { site } from '@/config/site';
import { formatDateTime } from '@/lib/date-format';
import { useSessionStore } from '@/lib/session-store';
import { makeOrder } from '@/testing/make-order';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { OrderDetailPage } from './order-detail-page';

const renderOrder = (id: string) =>
  renderRoute(<OrderDetailPage />, { path: `/order/${id}`, pattern: '/order/:id' });

/** The order as a server from before issue 21 answered it: without `contactConfirmed`. */
function omitConfirmation(order: Order): Partial<Order> {
  const older: Partial<Order> = { ...order };
  delete older.contactConfirmed;
  return older;
}

const answerOrder = (order: Order & { confirmBy?: string | null }) =>
  routeFetch({ [`GET /api/orders/${order.id}`]: () => ({ ok: true, order }) });

beforeEach(() => {
  useSessionStore.setState({ user: { uid: 'u1', email: 'ann@example.com', name: 'Ann' } });
});

describe('OrderDetailPage', () => {
  it('shows items, the summary with $10.00 shipping, status, date and id', async () => {
    answerOrder(
      makeOrder({
        id: 'ord777abc',
        status: 'shipped',
        items: [{ id: 'p1', title: 'Moon rabbit', price: 20, qty: 2, image: '/img/rabbit.svg' }],
        subtotal: 40,
        discount: 4,
        coupon: 'SAVE10',
        bonusDiscount: 1.5,
        total: 44.5,
      }),
    );
    renderOrder('ord777abc');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order #ORD777' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByText('Shipped')).toHaveClass('order-status--shipped');
    expect(screen.getByText('ord777abc')).toBeInTheDocument();
    expect(screen.getByText('Moon rabbit')).toBeInTheDocument();
    expect(screen.getByText('Qty 2 × $20.00')).toBeInTheDocument();

    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('$40.00')).toBeInTheDocument();
    expect(summary.getByText('$10.00')).toBeInTheDocument();
    expect(summary.getByText('Discount (SAVE10)')).toBeInTheDocument();
    expect(summary.getByText('-$4.00')).toBeInTheDocument();
    expect(summary.getByText('-$1.50')).toBeInTheDocument();
    expect(summary.getByText('$44.50')).toBeInTheDocument();
  });

  it('shows the tracking code once one is assigned', async () => {
    answerOrder(makeOrder({ tracking: { code: 'LP123456789CN' } }));
    renderOrder('abc123xyz789');
    const card = within(await screen.findByRole('region', { name: 'Shipping and tracking' }));
    expect(card.getByText('LP123456789CN')).toBeInTheDocument();
    expect(card.queryByText('Tracking number not assigned yet')).not.toBeInTheDocument();
    expect(card.getByText('Standard shipping')).toBeInTheDocument();
    expect(card.getByText('Estimated delivery: 5-10 business days')).toBeInTheDocument();
  });

  it("links 'Track parcel' to the portal's page of that order's tracking code", async () => {
    answerOrder(makeOrder({ tracking: { code: ' LP123456789CN ' } }));
    renderOrder('abc123xyz789');
    const card = within(await screen.findByRole('region', { name: 'Shipping and tracking' }));
    expect(card.getByRole('link', { name: /Track parcel/ })).toHaveAttribute(
      'href',
      `${site.trackingPortalUrl}/tracking/LP123456789CN`,
    );
  });

  it('says the tracking number is not assigned yet without one', async () => {
    answerOrder(makeOrder({ tracking: null }));
    renderOrder('abc123xyz789');
    const card = within(await screen.findByRole('region', { name: 'Shipping and tracking' }));
    expect(card.getByText('Tracking number not assigned yet')).toBeInTheDocument();
    expect(card.getByText('Estimated delivery: 5-10 business days')).toBeInTheDocument();
  });

  it("shows 'Order not found' for a 404", async () => {
    routeFetch({
      'GET /api/orders/someone-else': () =>
        Response.json({ error: 'Order not found' }, { status: 404 }),
    });
    renderOrder('someone-else');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load order')).not.toBeInTheDocument();
  });

  it("answers an id that cannot be one with 'Order not found' without asking", async () => {
    const fetchMock = routeFetch({});
    renderOrder('bad%20id!');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Failed to load order' for any other failure", async () => {
    routeFetch({ 'GET /api/orders/abc123xyz789': () => new Response('', { status: 500 }) });
    renderOrder('abc123xyz789');
    expect(
      await screen.findByRole('heading', { name: 'Failed to load order' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Order not found')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks a guest to sign in', () => {
    useSessionStore.setState({ user: null });
    renderOrder('abc123xyz789');
    expect(screen.getByText('Please sign in.')).toBeInTheDocument();
  });
  it('says that an order waits for its e-mail confirmation, and until when', async () => {
    const confirmBy = new Date(Date.now() + 25 * 60_000).toISOString();
    answerOrder({ ...makeOrder({ contactConfirmed: false }), confirmBy });
    renderOrder('abc123xyz789');
    const note = (await screen.findByText('Waiting for e-mail confirmation')).closest('p');
    expect(note).toHaveTextContent(
      `Waiting for e-mail confirmation — confirm with the link we sent to the e-mail address of this order by ${formatDateTime(confirmBy)}.`,
    );
    expect(screen.getByText(formatDateTime(confirmBy))).toHaveAttribute('dateTime', confirmBy);
    expect(screen.getByText('New')).toHaveClass('order-status--new');
  });

  it('says that an order not confirmed in time will be cancelled', async () => {
    const confirmBy = new Date(Date.now() - 60_000).toISOString();
    answerOrder({ ...makeOrder({ contactConfirmed: false }), confirmBy });
    renderOrder('abc123xyz789');
    const note = (await screen.findByText('Not confirmed in time')).closest('p');
    expect(note).toHaveTextContent(
      'Not confirmed in time — the order will be cancelled and its items go back on sale.',
    );
    expect(screen.queryByText('Waiting for e-mail confirmation')).not.toBeInTheDocument();
  });

  it.each([
    ['a confirmed order', { ...makeOrder({ contactConfirmed: true }), confirmBy: null }],
    // An answer from before issue 21: neither field. The flag's absence reads as confirmed.
    ['an order from before the flag', omitConfirmation(makeOrder())],
  ])('says nothing of e-mail confirmation for %s', async (_label, order) => {
    routeFetch({ 'GET /api/orders/abc123xyz789': () => ({ ok: true, order }) });
    renderOrder('abc123xyz789');
    expect(await screen.findByText('abc123xyz789')).toBeInTheDocument();
    expect(screen.queryByText(/confirm/i)).not.toBeInTheDocument();
  });
});
