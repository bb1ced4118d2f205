import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWishlistStore } from '@/features/wishlist';
import { setPageLocale } from '@/i18n/locale';
import { makeProduct } from '@/testing/make-product';
import { answerJson, renderRoute } from '@/testing/render-with-providers';
import { WishlistPage } from './wishlist-page';

const owl = makeProduct({ title: 'Moon owl' });
const fox = makeProduct({ title: 'Star fox' });

function open(saved: string[]) {
  useWishlistStore.setState({ ids: saved });
  vi.stubGlobal('fetch', answerJson({ items: [owl, fox] }));
  renderRoute(<WishlistPage />, { path: '/wishlist' });
}

afterEach(() => {
  setPageLocale('en');
});

describe('WishlistPage', () => {
  it('when two products are saved, then it counts them and shows both', async () => {
    open([owl.id, fox.id]);
    expect(await screen.findByText('2 saved items')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Star fox' })).toBeInTheDocument();
  });

  it('when the page is Russian, then its heading and the count read Russian', async () => {
    setPageLocale('ru');
    open([owl.id]);
    expect(await screen.findByText('1 сохранённый товар')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Избранное' })).toBeInTheDocument();
  });

  it('when nothing is saved on a Russian page, then the empty state reads Russian', () => {
    setPageLocale('ru');
    open([]);
    expect(screen.getByText('Вы пока ничего не сохранили.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  });
});
