// My orders on a Russian page (issue 25): statuses, counts and actions read Russian, while the
// status stays the wire value underneath (its badge colour).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { formatPrice } from '@/lib/format';
import { useSessionStore } from '@/lib/session-store';
import { makeOrder } from '@/testing/make-order';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { MyOrdersPage } from './my-orders-page';

beforeEach(() => {
  setPageLocale('ru');
  useSessionStore.setState({ user: { uid: 'u1', email: 'anna@example.com', name: 'Анна' } });
});

afterEach(() => {
  setPageLocale('en');
});

/** A price as Testing Library reads it: its non-breaking spaces come out as plain ones. */
const shownPrice = (value: number) => formatPrice(value).replace(/\s/g, ' ');

describe('My orders on a Russian page', () => {
  it('shows the heading, statuses, item counts and the details in Russian', async () => {
    const user = userEvent.setup();
    routeFetch({
      'GET /api/orders': () => ({
        ok: true,
        items: [
          makeOrder({
            id: 'abc123xyz789',
            status: 'shipped',
            items: [
              { id: 'p1', title: 'Лунный кролик', price: 20, qty: 2 },
              { id: 'p2', title: 'Сова', price: 15.5, qty: 3 },
            ],
            total: 65.5,
          }),
          makeOrder({ id: 'zz9876', status: 'cancelled' }),
        ],
      }),
    });
    renderRoute(<MyOrdersPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Мои заказы' })).toBeInTheDocument();
    const first = (await screen.findByRole('heading', { name: 'Заказ #ABC123' })).closest(
      'article',
    );
    if (!first) throw new Error('no order card');
    const card = within(first);
    expect(card.getByText('Отправлен')).toHaveClass('order-status--shipped');
    expect(card.getByText('5 товаров')).toBeInTheDocument();
    expect(card.getByText(shownPrice(65.5))).toBeInTheDocument();
    expect(screen.getByText('Отменён')).toHaveClass('order-status--other');
    expect(screen.getByText('1 товар')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Подробнее о заказе' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Заказ #ABC123' }));
    expect(dialog.getByText('Товары (5 товаров)')).toBeInTheDocument();
    expect(dialog.getByText(`2 шт. × ${shownPrice(20)}`)).toBeInTheDocument();
    expect(dialog.getByText('Трек-номер пока не присвоен')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: /Открыть в новой вкладке/ })).toBeInTheDocument();
  });

  it('says in Russian that there are no orders yet', async () => {
    routeFetch({ 'GET /api/orders': () => ({ ok: true, items: [] }) });
    renderRoute(<MyOrdersPage />);
    expect(await screen.findByText('Заказов пока нет.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toBeInTheDocument();
  });
});
