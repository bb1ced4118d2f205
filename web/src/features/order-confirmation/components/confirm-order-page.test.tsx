import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONFIRM_LINK_INVALID } from '@contract/confirm-link';
import {
  CONFIRM_LINK_EXPIRED,
  CONFIRM_LINK_USED,
  CONFIRM_ORDER_CANCELLED,
  CONFIRM_ORDER_PATH,
} from '@contract/order-confirmation';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { formatDateTime } from '@/lib/date-format';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentJson, sentRequests } from '@/testing/route-fetch';
import { ConfirmOrderPage } from './confirm-order-page';

// What the page does with the link (nothing sent until the button, busy, focus, retry) is
// ConfirmLinkPage's, tested in components/ui/confirm-link-page.test.tsx; here, its words and its POST.

const TOKEN = 'Abc_-123'.repeat(5) + 'xyz';
const HOLD_ENDS = '2026-03-04T10:00:00.000Z';

const renderPage = (hash = `#token=${TOKEN}`) =>
  renderRoute(<ConfirmOrderPage />, { path: `/confirm-order${hash}` });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm order' });

describe('the confirm-order page', () => {
  it('is at the path the confirmation e-mails link to', () => {
    expect(paths.confirmOrder.to()).toBe(CONFIRM_ORDER_PATH);
  });

  it('when the button is pressed, then it POSTs the token and shows the confirmed order', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'POST /api/orders/confirm': () => ({ ok: true, number: 'ABC123', holdExpiresAt: HOLD_ENDS }),
    });
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your order' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(confirmButton());
    expect(
      await screen.findByRole('heading', { name: 'Order #ABC123 is confirmed' }),
    ).toBeInTheDocument();
    expect(sentRequests(fetchMock)).toEqual([
      { method: 'POST', url: '/api/orders/confirm', body: { token: TOKEN } },
    ]);
    expect(sentJson(fetchMock)).toEqual({ token: TOKEN });
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
    [409, CONFIRM_ORDER_CANCELLED],
    [404, CONFIRM_LINK_INVALID],
  ])(
    'when the server answers %i, then its words show as an alert with the support address, and the button goes',
    async (status, error) => {
      const user = userEvent.setup();
      routeFetch({ 'POST /api/orders/confirm': () => Response.json({ error }, { status }) });
      renderPage();

      await user.click(confirmButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(error);
      expect(screen.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
        'href',
        `mailto:${site.supportEmail}`,
      );
      expect(screen.queryByRole('button', { name: 'Confirm order' })).not.toBeInTheDocument();
    },
  );

  it('when the link carries no valid token, then it says so and offers no button', () => {
    const fetchMock = routeFetch({});
    renderPage('#token=short');
    expect(screen.getByRole('alert')).toHaveTextContent(CONFIRM_LINK_INVALID);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
