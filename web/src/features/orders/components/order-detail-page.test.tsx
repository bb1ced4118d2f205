import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@contract/order';
import { useSessionStore } from '@/lib/session-store';
import { makeOrder } from '@/testing/make-order';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { OrderDetailPage } from './order-detail-page';

const renderOrder = (id: string) =>
  renderRoute(<OrderDetailPage />, { path: `/order/${id}`, pattern: '/order/:id' });

const answerOrder = (order: Order) =>
  routeFetch({ [`GET /api/orders/${order.id}`]: () => ({ ok: true, order }) });

beforeEach(() => {
  useSessionStore.setState({ user: { uid: 'u1', email: 'ann@example.com', name: 'Ann' } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null });
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

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #ORD777' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByText('Shipped').className).toContain('order-status--shipped');
    expect(screen.getByText('ord777abc')).toBeTruthy();
    expect(screen.getByText('Moon rabbit')).toBeTruthy();
    expect(screen.getByText('Qty 2 × $20.00')).toBeTruthy();

    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('$40.00')).toBeTruthy();
    expect(summary.getByText('$10.00')).toBeTruthy();
    expect(summary.getByText('Discount (SAVE10)')).toBeTruthy();
    expect(summary.getByText('-$4.00')).toBeTruthy();
    expect(summary.getByText('-$1.50')).toBeTruthy();
    expect(summary.getByText('$44.50')).toBeTruthy();
  });

  it('shows the tracking code once one is assigned', async () => {
    answerOrder(makeOrder({ tracking: { code: 'LP123456789CN' } }));
    renderOrder('abc123xyz789');
    const card = within(await screen.findByRole('region', { name: 'Shipping and tracking' }));
    expect(card.getByText('LP123456789CN')).toBeTruthy();
    expect(card.queryByText('Tracking number not assigned yet')).toBeNull();
    expect(card.getByText('Standard shipping')).toBeTruthy();
    expect(card.getByText('Estimated delivery: 5-10 business days')).toBeTruthy();
  });

  it('says the tracking number is not assigned yet without one', async () => {
    answerOrder(makeOrder({ tracking: null }));
    renderOrder('abc123xyz789');
    const card = within(await screen.findByRole('region', { name: 'Shipping and tracking' }));
    expect(card.getByText('Tracking number not assigned yet')).toBeTruthy();
    expect(card.getByText('Estimated delivery: 5-10 business days')).toBeTruthy();
  });

  it("shows 'Order not found' for a 404", async () => {
    routeFetch({
      'GET /api/orders/someone-else': () =>
        Response.json({ error: 'Order not found' }, { status: 404 }),
    });
    renderOrder('someone-else');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(screen.queryByText('Failed to load order')).toBeNull();
  });

  it("answers an id that cannot be one with 'Order not found' without asking", async () => {
    const fetchMock = routeFetch({});
    renderOrder('bad%20id!');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Failed to load order' for any other failure", async () => {
    routeFetch({ 'GET /api/orders/abc123xyz789': () => new Response('', { status: 500 }) });
    renderOrder('abc123xyz789');
    expect(await screen.findByRole('heading', { name: 'Failed to load order' })).toBeTruthy();
    expect(screen.queryByText('Order not found')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks a guest to sign in', () => {
    useSessionStore.setState({ user: null });
    renderOrder('abc123xyz789');
    expect(screen.getByText('Please sign in.')).toBeTruthy();
  });
});
