import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { makeProduct } from '@/testing/make-product';
import { cartActions } from '../stores/cart-actions';
import { useCartStore } from '../stores/cart-store';
import { CartLine } from './cart-line';

// A cart line names the product as the page's language does (issue 25): the Russian title on
// Russian pages when the product has one, else the default.
afterEach(() => {
  setPageLocale('en');
});

function renderLineOf(product: ReturnType<typeof makeProduct>) {
  act(() => {
    cartActions.add(product);
  });
  const item = useCartStore.getState().items.find((line) => line.id === product.id);
  if (!item) throw new Error('The product did not reach the cart');
  render(
    <MemoryRouter>
      <ul>
        <CartLine item={item} onNavigate={() => undefined} />
      </ul>
    </MemoryRouter>,
  );
}

describe('CartLine product title per language', () => {
  it('when the page is Russian and the product has a Russian title, then the line shows it', () => {
    setPageLocale('ru');
    renderLineOf(makeProduct({ id: 'p-ru', title: 'Tin robot', titleRu: 'Жестяной робот' }));
    expect(screen.getByRole('link', { name: 'Жестяной робот' })).toBeInTheDocument();
  });

  it('when the page is Russian and the product has no Russian title, then the English one shows', () => {
    setPageLocale('ru');
    renderLineOf(makeProduct({ id: 'p-en', title: 'Plain robot' }));
    expect(screen.getByRole('link', { name: 'Plain robot' })).toBeInTheDocument();
  });

  it('when the page is English, then the line keeps the default title', () => {
    renderLineOf(makeProduct({ id: 'p-both', title: 'Tin robot', titleRu: 'Жестяной робот' }));
    expect(screen.getByRole('link', { name: 'Tin robot' })).toBeInTheDocument();
  });
});
