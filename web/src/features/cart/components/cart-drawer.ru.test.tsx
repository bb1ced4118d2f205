// The cart on a Russian page (issue 25): the button, the drawer, its lines and money lines read
// Russian; the English drawer is covered by cart-drawer.test.tsx, unchanged.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { formatPrice } from '@/lib/format';
import { makeProduct } from '@/testing/make-product';
import { createQueryClient } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { cartActions } from '../stores/cart-actions';
import { CartButton } from './cart-button';
import { CartDrawer } from './cart-drawer';

beforeEach(() => {
  setPageLocale('ru');
  routeFetch({ 'GET /api/stock': () => Response.json({ error: 'Unavailable' }, { status: 503 }) });
});

afterEach(() => {
  setPageLocale('en');
});

/** A price as Testing Library reads it: its non-breaking spaces come out as plain ones. */
const shownPrice = (value: number) => formatPrice(value).replace(/\s/g, ' ');

const renderCart = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CartButton />
        <CartDrawer />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the cart on a Russian page', () => {
  it('when the cart is empty, then the drawer says so in Russian and checkout is off', async () => {
    const user = userEvent.setup();
    renderCart();
    await user.click(screen.getByRole('button', { name: 'Корзина, 0 товаров' }));
    const drawer = within(screen.getByRole('dialog', { name: 'Ваша корзина' }));
    expect(drawer.getByText('Корзина пуста.')).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
  });

  it('names the lines, their controls and the totals in Russian, with plural counts', async () => {
    const user = userEvent.setup();
    act(() => {
      cartActions.add(makeProduct({ title: 'Лунный кролик', price: 20 }), 2);
      cartActions.add(makeProduct({ title: 'Сова', price: 5 }));
    });
    renderCart();
    await user.click(screen.getByRole('button', { name: 'Корзина, 3 товара' }));
    const drawer = within(screen.getByRole('dialog', { name: 'Ваша корзина' }));
    expect(drawer.getByRole('group', { name: 'Количество: Лунный кролик' })).toBeInTheDocument();
    expect(
      drawer.getByRole('button', { name: 'Увеличить количество: Лунный кролик' }),
    ).toBeEnabled();
    expect(drawer.getByRole('button', { name: 'Удалить Сова' })).toHaveTextContent('Удалить');
    expect(drawer.getByText('Сумма товаров (3 товара)')).toBeInTheDocument();
    expect(drawer.getByText('Стандартная доставка')).toBeInTheDocument();
    expect(drawer.getByText('Итого')).toBeInTheDocument();
    expect(drawer.getByText(shownPrice(55))).toBeInTheDocument();
    expect(drawer.getByLabelText('Промокод')).toHaveAttribute('placeholder', 'SAVE10');
    expect(drawer.getByRole('button', { name: 'Применить' })).toBeDisabled();

    await user.click(drawer.getByRole('button', { name: 'Удалить Сова' }));
    expect(screen.getByRole('button', { name: 'Корзина, 2 товара' })).toBeInTheDocument();
  });
});
