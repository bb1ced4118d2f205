import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/features/cart';
import { setPageLocale } from '@/i18n/locale';
import { resetServerClock } from '@/lib/server-clock';
import { makeProduct } from '@/testing/make-product';
import { answerJson, renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { ProductPage } from './product-page';

const renderProduct = (slug: string) =>
  renderRoute(<ProductPage />, { path: `/p/${slug}`, pattern: '/p/:slug' });

beforeEach(() => {
  setPageLocale('ru');
  resetServerClock();
});

afterEach(() => {
  setPageLocale('en');
});

describe('ProductPage on a Russian page', () => {
  it('when a product in stock is shown, then stock, sections and Add to cart read Russian', async () => {
    const user = userEvent.setup();
    const item = makeProduct({
      slug: 'moon-rabbit',
      title: 'Moon rabbit',
      stock: 2,
      description: 'Soft and round.',
      specs: { Height: '12 cm' },
      images: ['/a.svg', '/b.svg'],
    });
    vi.stubGlobal('fetch', answerJson({ item }));
    renderProduct('moon-rabbit');

    expect(await screen.findByText('Осталось всего 2 шт.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/catalog');
    expect(screen.getByRole('heading', { name: 'Об этой вещи' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Характеристики' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Фотографии товара' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Показать фото 2 из 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'В избранное' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перейти в корзину' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    expect(screen.getByText('Добавлено в корзину')).toBeVisible();
    expect(useCartStore.getState().items[0]?.qty).toBe(1);
  });

  it('when the product is sold out, then the button says so and the back-in-stock form is Russian', async () => {
    vi.stubGlobal('fetch', answerJson({ item: makeProduct({ slug: 'gone', stock: 0 }) }));
    renderProduct('gone');
    expect(await screen.findByRole('button', { name: 'Нет в наличии' })).toBeDisabled();
    expect(
      await screen.findByRole('heading', { name: 'Сообщить о поступлении' }),
    ).toBeInTheDocument();
  });

  it('when a limited item is shown to a guest, then its limits and the sign-in notice read Russian, and the cart says why it stops', async () => {
    const user = userEvent.setup();
    const item = makeProduct({ slug: 'rare-dino', maxPerOrder: 1, maxPerCustomer: 4 });
    vi.stubGlobal('fetch', answerJson({ item }));
    renderProduct('rare-dino');

    expect(await screen.findByText('Не больше 1 шт. в заказе')).toBeInTheDocument();
    expect(screen.getByText('Не больше 4 шт. в одни руки')).toBeInTheDocument();
    expect(
      screen.getByText('Чтобы купить этот лимитированный товар, войдите с подтверждённым e-mail'),
    ).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'В корзину' });
    await user.click(add);
    await user.click(add);
    expect(await screen.findAllByText('Не больше 1 шт. в заказе')).toHaveLength(2);
  });

  it('when the product is missing, then the page says so in Russian with a way back', async () => {
    vi.stubGlobal('fetch', answerJson({ error: 'Product not found' }, 404));
    renderProduct('missing');
    expect(await screen.findByRole('heading', { name: 'Товар не найден' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться в каталог' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  });

  it('when a drop is days away, then the countdown reads Russian days and the sale time', async () => {
    const releaseAt = new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString();
    const item = makeProduct({ slug: 'moon-drop', stock: 8, releaseAt });
    routeFetch({
      [`GET /api/products/${item.slug}`]: () => ({ item }),
      'GET /api/stock': () => ({ items: [{ id: item.id, stock: 8 }] }),
    });
    renderProduct(item.slug);

    expect(await screen.findByText(/Начало продаж:/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Старт продаж' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Время до начала продаж' })).toHaveTextContent(
      /^2 д 0[01]:\d\d:\d\d$/,
    );
    expect(screen.getByRole('button', { name: 'В корзину' })).toBeDisabled();
  });
});
