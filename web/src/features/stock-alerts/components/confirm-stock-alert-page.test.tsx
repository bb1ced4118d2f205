import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CONFIRM_STOCK_ALERT_PATH,
  STOCK_ALERT_GONE,
  STOCK_ALERT_LINK_EXPIRED,
  STOCK_ALERT_LINK_INVALID,
  STOCK_ALERT_LINK_USED,
} from '@contract/stock-alert';
import { paths } from '@/config/paths';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { ConfirmStockAlertPage } from './confirm-stock-alert-page';

const TOKEN = 'Abc_-123'.repeat(5) + 'xyz';
const PRODUCT = { title: 'Moon Owl', slug: 'moon-owl' };

const renderPage = (hash = `#token=${TOKEN}`) =>
  renderRoute(<ConfirmStockAlertPage />, { path: `/notify-me/confirm${hash}` });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });

describe('the back-in-stock confirmation page', () => {
  it('is at the path the confirmation e-mails link to', () => {
    expect(paths.confirmStockAlert.to()).toBe(CONFIRM_STOCK_ALERT_PATH);
  });

  it('when opened, then nothing is sent until Confirm is pressed (mail scanners open links)', () => {
    const fetchMock = routeFetch({});
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your back-in-stock alert' }),
    ).toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when Confirm is pressed, then it POSTs the token, is busy meanwhile, and the confirmation takes the focus', async () => {
    const user = userEvent.setup();
    let answer: (body: object) => void = () => undefined;
    const fetchMock = routeFetch({
      'POST /api/stock-alerts/confirm': () =>
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
      { method: 'POST', url: '/api/stock-alerts/confirm', body: { token: TOKEN } },
    ]);

    answer({ ok: true, product: PRODUCT, inStock: false });
    const heading = await screen.findByRole('heading', { name: 'Your alert is confirmed' });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(
      screen.getByText('We will e-mail you once when Moon Owl is back in stock.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Moon Owl' })).toHaveAttribute(
      'href',
      '/p/moon-owl',
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('when the product came back before the click, then the page says so and links to it', async () => {
    const user = userEvent.setup();
    routeFetch({
      'POST /api/stock-alerts/confirm': () => ({ ok: true, product: PRODUCT, inStock: true }),
    });
    renderPage();
    await user.click(confirmButton());
    expect(
      await screen.findByRole('heading', { name: 'Moon Owl is back in stock' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Moon Owl' })).toHaveAttribute(
      'href',
      '/p/moon-owl',
    );
  });

  it.each([
    [404, STOCK_ALERT_LINK_INVALID],
    [409, STOCK_ALERT_LINK_USED],
    [410, STOCK_ALERT_LINK_EXPIRED],
    [410, STOCK_ALERT_GONE],
  ])(
    'when the server refuses the link (%i), then its words are announced and focused, and the button goes',
    async (status, error) => {
      const user = userEvent.setup();
      routeFetch({
        'POST /api/stock-alerts/confirm': () => Response.json({ error }, { status }),
      });
      renderPage();
      await user.click(confirmButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(error);
      await waitFor(() => {
        expect(alert).toHaveFocus();
      });
      expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Browse the catalog' })).toBeInTheDocument();
    },
  );

  it('when the store cannot answer, then the error shows and Confirm can be pressed again', async () => {
    const user = userEvent.setup();
    let status = 503;
    routeFetch({
      'POST /api/stock-alerts/confirm': () =>
        status === 503
          ? Response.json({ error: 'Service unavailable, try again' }, { status })
          : { ok: true, product: PRODUCT, inStock: false },
    });
    renderPage();
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable, try again');
    status = 200;
    await user.click(confirmButton());
    expect(
      await screen.findByRole('heading', { name: 'Your alert is confirmed' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['', '#token=short', '#other=1'])(
    'when the link carries no valid token (%j), then it says so and offers no button',
    (hash) => {
      const fetchMock = routeFetch({});
      renderPage(hash);
      expect(screen.getByRole('alert')).toHaveTextContent(STOCK_ALERT_LINK_INVALID);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('is operable by keyboard: Tab reaches Confirm and Enter presses it', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'POST /api/stock-alerts/confirm': () => ({ ok: true, product: PRODUCT, inStock: false }),
    });
    renderPage();
    await user.tab();
    expect(confirmButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Your alert is confirmed' }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
