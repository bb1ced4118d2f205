import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/make-product';
import { cartActions } from '../stores/cart-actions';
import { useCartStore } from '../stores/cart-store';
import { CartLine } from './cart-line';

const cart = () => useCartStore.getState();

function LineOf({ id }: { id: string }) {
  const item = useCartStore((state) => state.items.find((line) => line.id === id));
  return item ? <CartLine item={item} onNavigate={() => undefined} /> : null;
}

function renderLine(product: ReturnType<typeof makeProduct>) {
  act(() => {
    cartActions.add(product);
  });
  render(
    <MemoryRouter>
      <ul>
        <LineOf id={product.id} />
      </ul>
    </MemoryRouter>,
  );
}

describe('CartLine with purchase limits', () => {
  it('when a product is limited per order, then the line says so and + stops at the limit', async () => {
    const user = userEvent.setup();
    renderLine(makeProduct({ title: 'Gold Robo', stock: 40, maxPerOrder: 2 }));
    expect(screen.getByText('Limit 2 per order')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Increase quantity of Gold Robo' });
    await user.click(more);
    expect(more).toBeDisabled();
    expect(cart().items[0]?.qty).toBe(2);
    act(() => {
      cartActions.setQty(cart().items[0]?.id ?? '', 7);
    });
    expect(cart().items[0]?.qty).toBe(2);
  });

  it('when a product is limited per customer, then the line says so and + stops there', async () => {
    const user = userEvent.setup();
    renderLine(makeProduct({ title: 'Rare Dino', stock: 40, maxPerOrder: 5, maxPerCustomer: 3 }));
    expect(screen.getByText('Limit 5 per order · Limit 3 per customer')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Increase quantity of Rare Dino' });
    await user.click(more);
    await user.click(more);
    expect(more).toBeDisabled();
    expect(cart().items[0]?.qty).toBe(3);
  });

  it('when the stock is lower than the limit, then the stock note shows', () => {
    renderLine(makeProduct({ title: 'Last One', stock: 1, maxPerOrder: 2 }));
    expect(screen.getByText('Only 1 left in stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of Last One' })).toBeDisabled();
  });
});

describe('CartLine when the live stock falls below the quantity', () => {
  it('when fewer are left than the line holds, then it says how many and - brings it down', async () => {
    const user = userEvent.setup();
    renderLine(makeProduct({ title: 'Tin Robot', stock: 10 }));
    act(() => {
      cartActions.setQty(cart().items[0]?.id ?? '', 4);
      cartActions.syncStock({ [cart().items[0]?.id ?? '']: 2 });
    });
    expect(
      screen.getByText('Only 2 left now: lower the quantity to 2 to check out'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of Tin Robot' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Tin Robot' }));
    expect(cart().items[0]?.qty).toBe(2);
    expect(screen.queryByText(/lower the quantity/)).not.toBeInTheDocument();
    expect(screen.getByText('Only 2 left in stock')).toBeInTheDocument();
  });

  it('when it sold out, then the line says to remove it', () => {
    renderLine(makeProduct({ title: 'Moon Bear', stock: 5 }));
    act(() => {
      cartActions.syncStock({ [cart().items[0]?.id ?? '']: 0 });
    });
    expect(screen.getByText('Out of stock now: remove it to check out')).toBeInTheDocument();
    expect(cart().items[0]?.qty).toBe(1);
  });
});
