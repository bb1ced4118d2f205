// Tracking and "Find my order" on a Russian page (issue 25): the form, its checks and a found
// order read Russian; the API's own error texts are the server's to translate.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderLookupSummary } from '@contract/order-lookup';
import { setPageLocale } from '@/i18n/locale';
import { formatDate } from '@/lib/date-format';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { TrackingPage } from './tracking-page';

beforeEach(() => {
  setPageLocale('ru');
});

afterEach(() => {
  setPageLocale('en');
});

const found: OrderLookupSummary = {
  number: 'ABC123',
  status: 'packed',
  createdAt: '2026-01-15T10:00:00.000Z',
  items: [{ title: 'Робот-рыцарь', price: 19.99, qty: 2, image: null }],
  subtotal: 39.98,
  shipping: 10,
  tax: 0,
  discount: 0,
  bonusDiscount: 0,
  total: 49.98,
  trackingCode: null,
  deliverTo: { city: 'Москва', country: 'Russia' },
};

describe('the tracking page on a Russian page', () => {
  it('shows the tracking form in Russian and checks it in Russian', async () => {
    const user = userEvent.setup();
    routeFetch({});
    renderRoute(<TrackingPage />, { path: '/tracking' });
    expect(screen.getByRole('heading', { level: 1, name: 'Отследите свой заказ' })).toBeVisible();
    expect(screen.getByLabelText('Служба доставки')).toHaveDisplayValue(
      'Не знаю (определить автоматически)',
    );
    await user.click(screen.getByRole('button', { name: 'Отследить посылку' }));
    expect(screen.getByText('Введите трек-номер')).toBeVisible();
  });

  it('finds an order with Russian labels, checks and status', async () => {
    const user = userEvent.setup();
    routeFetch({ 'POST /api/orders/lookup': () => ({ order: found }) });
    renderRoute(<TrackingPage />, { path: '/tracking' });
    const find = screen.getByRole('button', { name: 'Найти мой заказ' });
    await user.type(screen.getByRole('textbox', { name: 'Номер заказа' }), 'AB1');
    await user.click(find);
    expect(screen.getByText('Введите номер заказа из 6 символов')).toBeVisible();
    expect(screen.getByText('Введите e-mail, указанный в заказе')).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: 'Номер заказа' }));
    await user.type(screen.getByRole('textbox', { name: 'Номер заказа' }), 'ABC123');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'anna@example.com');
    await user.click(find);
    const result = await screen.findByRole('article', { name: 'Заказ #ABC123' });
    expect(result).toHaveTextContent('Собран');
    expect(result).toHaveTextContent(formatDate(found.createdAt));
    expect(result).toHaveTextContent('Трек-номер пока не присвоен');
  });

  it('when no order matches, then the hint is Russian', async () => {
    const user = userEvent.setup();
    routeFetch({
      'POST /api/orders/lookup': () => Response.json({ error: 'Заказ не найден' }, { status: 404 }),
    });
    renderRoute(<TrackingPage />, { path: '/tracking' });
    await user.type(screen.getByRole('textbox', { name: 'Номер заказа' }), 'ABC123');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Найти мой заказ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Проверьте номер и e-mail из подтверждения заказа.',
    );
  });
});
