import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONFIRM_STOCK_ALERT_PATH,
  STOCK_ALERT_GONE,
  STOCK_ALERT_LINK_EXPIRED,
  STOCK_ALERT_LINK_INVALID,
  STOCK_ALERT_LINK_USED,
} from '@contract/stock-alert';
import { paths } from '@/config/paths';
import { setPageLocale } from '@/i18n/locale';
import { m } from '@/i18n/messages';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { ConfirmStockAlertPage } from './confirm-stock-alert-page';

// What the page does with the link (nothing sent until the button, busy, focus, retry,
// keyboard) is ConfirmLinkPage's, tested in components/ui/confirm-link-page.test.tsx; here,
// its words and its POST.

const TOKEN = 'Abc_-123'.repeat(5) + 'xyz';
const PRODUCT = { title: 'Moon Owl', slug: 'moon-owl' };

const renderPage = (hash = `#token=${TOKEN}`) =>
  renderRoute(<ConfirmStockAlertPage />, { path: `/notify-me/confirm${hash}` });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });

describe('the back-in-stock confirmation page', () => {
  it('is at the path the confirmation e-mails link to', () => {
    expect(paths.confirmStockAlert.to()).toBe(CONFIRM_STOCK_ALERT_PATH);
  });

  it('when Confirm is pressed, then it POSTs the token and says the alert is confirmed', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'POST /api/stock-alerts/confirm': () => ({ ok: true, product: PRODUCT, inStock: false }),
    });
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your back-in-stock alert' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(confirmButton());
    expect(
      await screen.findByRole('heading', { name: 'Your alert is confirmed' }),
    ).toBeInTheDocument();
    expect(sentRequests(fetchMock)).toEqual([
      { method: 'POST', url: '/api/stock-alerts/confirm', body: { token: TOKEN } },
    ]);
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
    'when the server refuses the link (%i), then its words are announced with a way to the catalog, and the button goes',
    async (status, error) => {
      const user = userEvent.setup();
      routeFetch({
        'POST /api/stock-alerts/confirm': () => Response.json({ error }, { status }),
      });
      renderPage();
      await user.click(confirmButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(error);
      expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Browse the catalog' })).toHaveAttribute(
        'href',
        paths.catalog.to(),
      );
    },
  );

  it('when the link carries no valid token, then it says so and offers no button', () => {
    const fetchMock = routeFetch({});
    renderPage('#token=short');
    expect(screen.getByRole('alert')).toHaveTextContent(STOCK_ALERT_LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Browse the catalog' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the back-in-stock confirmation page on a Russian page', () => {
  afterEach(() => {
    setPageLocale('en');
  });

  it('when Confirm is pressed, then the page and its answer read Russian', async () => {
    setPageLocale('ru');
    const user = userEvent.setup();
    routeFetch({
      'POST /api/stock-alerts/confirm': () => ({ ok: true, product: PRODUCT, inStock: false }),
    });
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Подтвердите уведомление о поступлении' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(
      await screen.findByRole('heading', { name: 'Уведомление подтверждено' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Мы напишем вам один раз, когда Moon Owl снова появится в наличии.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться к товару: Moon Owl' })).toBeInTheDocument();
  });

  it('when the link carries no valid token, then it says so in Russian with a way to the catalog', () => {
    setPageLocale('ru');
    routeFetch({});
    renderPage('#token=short');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Эта ссылка для подтверждения недействительна. Откройте ссылку из письма ещё раз.',
    );
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toBeInTheDocument();
  });

  it('when the page is English, then the invalid-link text is the contract’s', () => {
    expect(m.product_alert_link_invalid()).toBe(STOCK_ALERT_LINK_INVALID);
  });
});
