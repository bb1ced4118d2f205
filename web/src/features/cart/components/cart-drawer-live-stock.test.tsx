import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/make-product';
import { createQueryClient } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { cartActions } from '../stores/cart-actions';
import { useCartStore } from '../stores/cart-store';
import { CartButton } from './cart-button';
import { CartDrawer } from './cart-drawer';

const cart = () => useCartStore.getState();

const BLOCKED =
  'Some items have less stock than your cart holds. Lower their quantity or remove them to check out.';

/** GET /api/stock answers `stock` (by id) as the server would. */
function stockServer(stock: Record<string, number>) {
  return routeFetch({
    'GET /api/stock': () => ({
      items: Object.entries(stock).map(([id, value]) => ({ id, stock: value })),
    }),
  });
}

function renderCart() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CartButton />
        <CartDrawer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('cart drawer with live stock', () => {
  it('when closed, then it does not ask for stock', async () => {
    const fetchMock = stockServer({});
    act(() => {
      cartActions.add(makeProduct());
    });
    renderCart();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when a line holds more than is left, then it says so and checkout waits until it is lowered', async () => {
    const user = userEvent.setup();
    const robot = makeProduct({ title: 'Tin Robot', stock: 10 });
    const bear = makeProduct({ title: 'Moon Bear', stock: 10 });
    act(() => {
      cartActions.add(robot, 3);
      cartActions.add(bear, 1);
    });
    const fetchMock = stockServer({ [robot.id]: 1, [bear.id]: 8 });
    renderCart();
    await user.click(screen.getByRole('button', { name: /^Cart, / }));

    expect(
      await screen.findByText('Only 1 left now: lower the quantity to 1 to check out'),
    ).toBeInTheDocument();
    expect(sentRequests(fetchMock)[0]?.url).toBe(
      `/api/stock?ids=${[robot.id, bear.id].sort().join('%2C')}`,
    );
    const checkout = screen.getByRole('button', { name: 'Proceed to Checkout' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription(BLOCKED);
    expect(screen.getByText(BLOCKED)).toBeVisible();
    // The store refuses too, whatever calls it.
    act(() => {
      cartActions.proceedToCheckout();
    });
    expect(cart().checkoutOpen).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Tin Robot' }));
    expect(cart().items.find((item) => item.id === robot.id)?.qty).toBe(1);
    expect(screen.queryByText(BLOCKED)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(cart()).toMatchObject({ drawerOpen: false, checkoutOpen: true });
  });

  it('when a product sold out, then its line says to remove it, and removing it frees checkout', async () => {
    const user = userEvent.setup();
    const gone = makeProduct({ title: 'Gone Owl', stock: 4 });
    const kept = makeProduct({ title: 'Kept Fox', stock: 4 });
    act(() => {
      cartActions.add(gone);
      cartActions.add(kept);
    });
    stockServer({ [kept.id]: 4 }); // the owl is no longer answered: it counts as 0
    renderCart();
    await user.click(screen.getByRole('button', { name: /^Cart, / }));

    expect(await screen.findByText('Out of stock now: remove it to check out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Gone Owl' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    });
    expect(screen.queryByText(/Out of stock now/)).not.toBeInTheDocument();
  });
});
