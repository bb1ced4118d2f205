import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_DESCRIPTION } from '@contract/storefront';
import { setPageLocale } from '@/i18n/locale';
import { m } from '@/i18n/messages';
import { makeProduct } from '@/testing/make-product';
import { answerJson, renderRoute } from '@/testing/render-with-providers';
import { CatalogPage } from './catalog-page';

const items = [
  makeProduct({ title: 'Moon rabbit', price: 30, stock: 2, tags: ['plush'] }),
  makeProduct({ title: 'Space cat', price: 45.5, stock: 40, tags: ['vinyl'] }),
];

/** The router's query string, as the catalogue writes its filters into it. */
function Search() {
  return <output aria-label="query">{useLocation().search}</output>;
}

beforeEach(() => {
  setPageLocale('ru');
});

afterEach(() => {
  setPageLocale('en');
  window.history.replaceState(null, '', '/');
});

describe('CatalogPage on a Russian page', () => {
  it('when the list is shown, then the heading, toolbar, sort and count read Russian', async () => {
    vi.stubGlobal('fetch', answerJson({ items }));
    renderRoute(<CatalogPage />, { path: '/catalog' });

    expect(await screen.findByText('2 товара')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Каталог' })).toBeInTheDocument();
    expect(screen.getByLabelText('Поиск товаров')).toHaveAttribute('placeholder', 'Поиск товаров');
    const sort = screen.getByLabelText<HTMLSelectElement>('Сортировка');
    expect([...sort.options].map((option) => option.text)).toEqual([
      'Рекомендуемые',
      'Цена: по возрастанию',
      'Цена: по убыванию',
      'Название: А–Я',
      'Название: Я–А',
      'Больше всего в наличии',
      'Меньше всего в наличии',
    ]);
  });

  it('when the filters open, then their labels read Russian and the low-stock filter counts one', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', answerJson({ items }));
    renderRoute(<CatalogPage />, { path: '/catalog' });

    await user.click(await screen.findByRole('button', { name: 'Фильтры' }));
    expect(screen.getByLabelText('Минимальная цена')).toBeInTheDocument();
    expect(screen.getByLabelText('Максимальная цена')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Только заканчивающиеся'));
    expect(await screen.findByText('1 товар')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Фильтры\s*1 активный$/ })).toBeInTheDocument();
  });

  it('when nothing matches, then the empty state reads Russian and clears the filters', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', answerJson({ items }));
    renderRoute(<CatalogPage />, { path: '/catalog' });

    await user.type(await screen.findByLabelText('Поиск товаров'), 'дракон');
    expect(await screen.findByRole('heading', { name: 'Ничего не найдено' })).toBeInTheDocument();
    expect(screen.getByText('Попробуйте другой запрос или расширьте диапазон цен.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Сбросить все фильтры' }));
    expect(await screen.findByText('2 товара')).toBeInTheDocument();
  });

  it('when a Russian page (address /ru/catalog) is searched, then its query reaches the address', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/ru/catalog');
    vi.stubGlobal('fetch', answerJson({ items }));
    renderRoute(
      <>
        <CatalogPage />
        <Search />
      </>,
      { path: '/catalog' },
    );

    await user.type(await screen.findByLabelText('Поиск товаров'), 'cat');
    await waitFor(() => {
      expect(screen.getByLabelText('query')).toHaveTextContent('?q=cat');
    });
  });
});

describe('catalogue messages', () => {
  it('when a count is spelled in Russian, then it takes the form its number needs', () => {
    setPageLocale('ru');
    const items = (count: number) => m.catalog_items({ count, shown: String(count) });
    expect([1, 3, 5, 11, 21, 22].map(items)).toEqual([
      '1 товар',
      '3 товара',
      '5 товаров',
      '11 товаров',
      '21 товар',
      '22 товара',
    ]);
  });

  it('when the page is English, then the description is the one the server-filled head carries', () => {
    setPageLocale('en');
    expect(m.catalog_meta_description()).toBe(CATALOG_DESCRIPTION);
  });
});
