import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CONFIRM_LINK_EXPIRED,
  CONFIRM_LINK_INVALID,
  CONFIRM_LINK_USED,
  CONFIRM_ORDER_PATH,
} from '@contract/order-confirmation';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/date-format';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentJson, sentRequests } from '@/testing/route-fetch';
import { ConfirmOrderPage } from './confirm-order-page';

const TOKEN = 'Abc_-123'.repeat(5) + 'xyz';
const HOLD_ENDS = '2026-03-04T10:00:00.000Z';

const renderPage = (hash = `#token=${TOKEN}`) =>
  renderRoute(<ConfirmOrderPage />, { path: `/confirm-order${hash}` });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm order' });

describe('the confirm-order page', () => {
  it('is at the path the confirmation e-mails link to', () => {
    expect(paths.confirmOrder.to()).toBe(CONFIRM_ORDER_PATH);
  });

  it('when opened, then nothing is sent until the button is pressed (mail scanners open links)', () => {
    const fetchMock = routeFetch({});
    renderPage();
    expect(confirmButton()).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the button is pressed, then it POSTs the token, is busy meanwhile, and shows the confirmed order', async () => {
    const user = userEvent.setup();
    let answer: (body: object) => void = () => undefined;
    const fetchMock = routeFetch({
      'POST /api/orders/confirm': () =>
        new Promise<object>((resolve) => {
          answer = resolve;
        }),
    });
    renderPage();

    await user.click(confirmButton());
    const busy = screen.getByRole('button', { name: 'Confirming…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(sentRequests(fetchMock)).toEqual([
      { method: 'POST', url: '/api/orders/confirm', body: { token: TOKEN } },
    ]);
    expect(sentJson(fetchMock)).toEqual({ token: TOKEN });

    answer({ ok: true, number: 'ABC123', holdExpiresAt: HOLD_ENDS });
    const heading = await screen.findByRole('heading', { name: 'Order #ABC123 is confirmed' });
    // Focus moves to the result, which sits in a live region.
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(heading.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByText(formatDateTime(HOLD_ENDS))).toHaveAttribute('dateTime', HOLD_ENDS);
    expect(screen.getByRole('link', { name: 'Find your order' })).toHaveAttribute(
      'href',
      '/tracking?order=ABC123',
    );
    expect(screen.queryByRole('button', { name: 'Confirm order' })).not.toBeInTheDocument();
  });

  it.each([
    [410, CONFIRM_LINK_EXPIRED],
    [409, CONFIRM_LINK_USED],
    [404, CONFIRM_LINK_INVALID],
  ])(
    'when the server answers %i, then its words show as an alert and the button goes',
    async (status, error) => {
      const user = userEvent.setup();
      routeFetch({ 'POST /api/orders/confirm': () => Response.json({ error }, { status }) });
      renderPage();

      await user.click(confirmButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(error);
      expect(screen.queryByRole('button', { name: 'Confirm order' })).not.toBeInTheDocument();
    },
  );

  it('when the store cannot be reached, then the error shows and the button stays to try again', async () => {
    const user = userEvent.setup();
    routeFetch({
      'POST /api/orders/confirm': () =>
        Response.json({ error: 'Service unavailable' }, { status: 503 }),
    });
    renderPage();

    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(confirmButton()).toBeEnabled();
  });

  it('when the link carries no valid token, then it says so and offers no button', () => {
    const fetchMock = routeFetch({});
    renderPage('#token=short');
    expect(screen.getByRole('alert')).toHaveTextContent(CONFIRM_LINK_INVALID);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
