import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/make-product';
import { useCartStore } from '../stores/cart-store';
import { CartButton } from './cart-button';
import { CartDrawer } from './cart-drawer';

const renderCart = () =>
  render(
    <MemoryRouter>
      <CartButton />
      <CartDrawer />
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [], drawerOpen: false });
});
afterEach(cleanup);

describe('cart button and drawer', () => {
  it('names the button with the item count and opens an empty cart', () => {
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    expect(screen.getByText('Cart is empty.')).toBeTruthy();
    expect(screen.getByText('$10.00')).toBeTruthy();
  });

  it('lists items with quantity controls and totals including $10 shipping', () => {
    act(() => {
      useCartStore.getState().add(makeProduct({ title: 'Moon rabbit', price: 20, stock: 2 }));
    });
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 1 item' }));

    const dialog = screen.getByRole('dialog', { name: 'Your cart' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Moon rabbit' }));
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeTruthy();
    expect(screen.getByText('$40.00')).toBeTruthy();
    expect(screen.getByText('$50.00')).toBeTruthy();
    expect(screen.getByText('Only 2 left in stock')).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Increase quantity of Moon rabbit' })
        .disabled,
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Moon rabbit' }));
    expect(screen.getByText('Cart is empty.')).toBeTruthy();
  });

  it('closes with the close button', () => {
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close your cart' }));
    expect(useCartStore.getState().drawerOpen).toBe(false);
    expect(screen.queryByText('Cart is empty.')).toBeNull();
  });
});
