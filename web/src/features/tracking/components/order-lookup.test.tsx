import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderLookupSummary } from '@contract/order-lookup';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentJson } from '@/testing/route-fetch';
import { TrackingPage } from './tracking-page';

const summary = (over: Partial<OrderLookupSummary> = {}): OrderLookupSummary => ({
  number: 'ABC123',
  status: 'packed',
  createdAt: '2026-01-15T10:00:00.000Z',
  items: [
    { title: 'Robo Knight', price: 19.99, qty: 2, image: null },
    { title: 'Dino Egg', price: 5, qty: 1, image: '/img/dino.svg' },
  ],
  subtotal: 44.98,
  shipping: 10,
  tax: 0,
  discount: 0,
  bonusDiscount: 0,
  total: 54.98,
  trackingCode: 'LX123456789CN',
  deliverTo: { city: 'Portland', country: 'United States' },
  ...over,
});

const numberField = () => screen.getByRole('textbox', { name: 'Order number' });
const emailField = () => screen.getByRole('textbox', { name: 'E-mail' });
const findButton = () => screen.getByRole('button', { name: 'Find my order' });

describe('Find my order on /tracking', () => {
  it('sends number and e-mail as typed and shows status, date, items, total and the tracking link', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({ 'POST /api/orders/lookup': () => ({ order: summary() }) });
    renderRoute(<TrackingPage />, { path: '/tracking' });

    await user.type(numberField(), ' #abc123 ');
    await user.type(emailField(), 'Casey@Example.com');
    await user.click(findButton());

    const result = await screen.findByRole('article', { name: 'Order #ABC123' });
    expect(sentJson(fetchMock)).toEqual({ number: '#abc123', email: 'Casey@Example.com' });
    expect(result).toHaveTextContent('Packed');
    expect(result).toHaveTextContent('15 Jan 2026');
    expect(result).toHaveTextContent('Portland, United States');
    expect(result).toHaveTextContent('Robo Knight × 2$39.98');
    expect(result).toHaveTextContent('Dino Egg × 1$5.00');
    expect(result).toHaveTextContent('Total $54.98');
    expect(screen.getByRole('link', { name: 'Track parcel' })).toHaveAttribute(
      'href',
      'https://parcelsapp.com/en/tracking/LX123456789CN',
    );
    // The answer lands in a live region, so screen readers hear it.
    expect(result.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when no tracking number is assigned yet', async () => {
    const user = userEvent.setup();
    routeFetch({ 'POST /api/orders/lookup': () => ({ order: summary({ trackingCode: null }) }) });
    renderRoute(<TrackingPage />, { path: '/tracking' });

    await user.type(numberField(), 'ABC123');
    await user.type(emailField(), 'casey@example.com');
    await user.click(findButton());

    expect(await screen.findByText('Tracking number not assigned yet')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Track parcel' })).not.toBeInTheDocument();
  });

  it('when the server finds nothing, then "Order not found" with a hint in an alert', async () => {
    const user = userEvent.setup();
    routeFetch({
      'POST /api/orders/lookup': () => Response.json({ error: 'Order not found' }, { status: 404 }),
    });
    renderRoute(<TrackingPage />, { path: '/tracking' });

    await user.type(numberField(), 'ABC123');
    await user.type(emailField(), 'wrong@example.com');
    await user.click(findButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order not found');
    expect(alert).toHaveTextContent('Check the number and e-mail from your order confirmation.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the server’s 400 text and a wait message on 429', async () => {
    const user = userEvent.setup();
    let status = 400;
    routeFetch({
      'POST /api/orders/lookup': () =>
        Response.json(
          { error: status === 400 ? 'Please enter a valid e-mail' : 'Too many requests' },
          { status },
        ),
    });
    renderRoute(<TrackingPage />, { path: '/tracking' });

    await user.type(numberField(), 'ABC123');
    await user.type(emailField(), 'x@y');
    await user.click(findButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid e-mail');

    status = 429;
    await user.click(findButton());
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(/Too many lookups.*try again/);
    });
  });

  it('checks the fields before sending: a malformed number or blank e-mail sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({ 'POST /api/orders/lookup': () => ({ order: summary() }) });
    renderRoute(<TrackingPage />, { path: '/tracking' });

    await user.type(numberField(), 'AB12');
    await user.click(findButton());

    expect(screen.getByText('Please enter the 6-character order number')).toBeVisible();
    expect(screen.getByText('Please enter the e-mail used for the order')).toBeVisible();
    expect(numberField()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the page is opened with ?order=, then the number is filled in and the e-mail focused', () => {
    routeFetch({});
    renderRoute(<TrackingPage />, { path: '/tracking?order=ABC123' });

    expect(numberField()).toHaveValue('ABC123');
    expect(emailField()).toHaveValue('');
    expect(emailField()).toHaveFocus();
  });

  it('shows a busy button while the lookup runs', async () => {
    const user = userEvent.setup();
    let answer: (value: Response) => void = () => undefined;
    routeFetch({
      'POST /api/orders/lookup': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderRoute(<TrackingPage />, { path: '/tracking' });

    await user.type(numberField(), 'ABC123');
    await user.type(emailField(), 'casey@example.com');
    await user.click(findButton());

    const busy = await screen.findByRole('button', { name: 'Finding your order…' });
    expect(busy).toBeDisabled();
    answer(Response.json({ order: summary() }));
    expect(await screen.findByRole('button', { name: 'Find my order' })).toBeEnabled();
  });
});
