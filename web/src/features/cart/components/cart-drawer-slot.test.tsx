import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { NotificationsProvider } from '@/components/notifications/notifications-provider';
import { createQueryClient } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { useCartStore } from '../stores/cart-store';
import { CartButton } from './cart-button';
import { CartDrawerSlot } from './cart-drawer-slot';

beforeEach(() => {
  routeFetch({ 'GET /api/stock': () => Response.json({ error: 'Unavailable' }, { status: 503 }) });
  useCartStore.getState().closeDrawer();
});

const renderHeaderCart = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NotificationsProvider>
        <MemoryRouter>
          <CartButton />
          <CartDrawerSlot />
        </MemoryRouter>
      </NotificationsProvider>
    </QueryClientProvider>,
  );

describe('CartDrawerSlot', () => {
  it('when the page loads, then no drawer is rendered until the cart is opened', () => {
    renderHeaderCart();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('when the cart button is clicked, then the drawer opens, and closing it gives focus back', async () => {
    const user = userEvent.setup();
    renderHeaderCart();
    const button = screen.getByRole('button', { name: /^Cart,/ });

    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(drawer).getByText('Cart is empty.')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Your cart' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    // Still mounted while shut: the coupon quote keeps following the cart.
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
  });
});
