import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { makeProduct } from '@/testing/make-product';
import { createQueryClient } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { cartActions } from '../stores/cart-actions';
import { useCartStore } from '../stores/cart-store';
import { CartButton } from './cart-button';
import { CartDrawer } from './cart-drawer';

// The open drawer polls live stock; here it fails, which changes nothing (tested on its own in
// cart-drawer-live-stock.test.tsx). Tests that stub fetch again leave it unanswered too.
beforeEach(() => {
  routeFetch({ 'GET /api/stock': () => Response.json({ error: 'Unavailable' }, { status: 503 }) });
});

const renderCart = () => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CartButton />
        <CartDrawer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

const cart = () => useCartStore.getState();

const quoteAnswer = (discount: number) => ({
  subtotal: 0,
  shipping: 10,
  tax: 0,
  discount,
  total: 0,
  coupon: { code: 'SAVE10', type: 'percent', value: 10 },
});

/** Puts one product in the cart and opens the drawer; returns the user who did. */
async function openWith(title: string, price: number, stock = 10) {
  const user = userEvent.setup();
  act(() => {
    cartActions.add(makeProduct({ title, price, stock }));
  });
  renderCart();
  await user.click(screen.getByRole('button', { name: /^Cart, / }));
  return user;
}

async function useCoupon(user: UserEvent, code: string) {
  await user.type(screen.getByLabelText('Coupon code'), code);
  await user.click(screen.getByRole('button', { name: 'Use' }));
  await waitFor(() => {
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Use' }).disabled).toBe(
      screen.getByLabelText<HTMLInputElement>('Coupon code').value.trim() === '',
    );
  });
}

describe('cart button and drawer', () => {
  it('names the button with the item count and opens an empty cart', async () => {
    const user = userEvent.setup();
    renderCart();
    await user.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    expect(screen.getByText('Cart is empty.')).toBeInTheDocument();
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument();
  });

  it('lists items with quantity controls and totals including $10 shipping', async () => {
    const user = await openWith('Moon rabbit', 20, 2);

    const dialog = screen.getByRole('dialog', { name: 'Your cart' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('/img/seed/products/'),
    );
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Moon rabbit' }));
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(screen.getByText('$40.00')).toBeInTheDocument();
    expect(screen.getByText('$50.00')).toBeInTheDocument();
    expect(screen.getByText('Only 2 left in stock')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Increase quantity of Moon rabbit' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Moon rabbit' }));
    expect(cart().items[0]?.qty).toBe(1);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Moon rabbit' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove Moon rabbit' }));
    expect(screen.getByText('Cart is empty.')).toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    renderCart();
    await user.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(cart().drawerOpen).toBe(false);
    expect(screen.queryByText('Cart is empty.')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop, not on one inside the panel', async () => {
    const user = await openWith('Tin robot', 10);
    const dialog = screen.getByRole('dialog', { name: 'Your cart' });
    // Pressed in the panel and released on the backdrop (a text selection): stays open.
    await user.pointer([
      { keys: '[MouseLeft>]', target: within(dialog).getByText('Tin robot') },
      { target: dialog },
      { keys: '[/MouseLeft]', target: dialog },
    ]);
    expect(cart().drawerOpen).toBe(true);
    await user.click(dialog);
    expect(cart().drawerOpen).toBe(false);
  });

  it('Proceed to Checkout does nothing on an empty cart and opens checkout otherwise', async () => {
    const user = userEvent.setup();
    renderCart();
    await user.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(cart()).toMatchObject({ drawerOpen: true, checkoutOpen: false });

    act(() => {
      cartActions.add(makeProduct());
    });
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(cart()).toMatchObject({ drawerOpen: false, checkoutOpen: true });
  });
});

/** The quote calls among all the drawer sent (while open it also polls live stock). */
const quoteCalls = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/checkout/quote');
const bodyOf = (init: RequestInit | undefined) =>
  typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;

describe('coupon', () => {
  it('quotes without cookies, then shows the coupon and discount and clears the input', async () => {
    const fetchMock = routeFetch({ 'POST /api/checkout/quote': () => quoteAnswer(4) });
    const user = await openWith('Moon rabbit', 40);
    await useCoupon(user, 'save10');

    const [url, init] = quoteCalls(fetchMock)[0] ?? [];
    expect(url).toBe('/api/checkout/quote');
    expect(init?.credentials).toBe('omit');
    expect(bodyOf(init)).toEqual({
      items: [expect.objectContaining({ id: cart().items[0]?.id, qty: 1 })],
      coupon: 'save10',
    });
    expect(await screen.findByText('Discount (SAVE10)')).toBeInTheDocument();
    expect(screen.getAllByText('-$4.00').length).toBeGreaterThan(0);
    expect(screen.getByText('$46.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Coupon code')).toHaveValue('');
    expect(cart()).toMatchObject({ coupon: 'SAVE10', quote: { tax: 0, discount: 4 } });
  });

  it("shows the server's reason in red and clears the quote when the coupon fails", async () => {
    routeFetch({
      'POST /api/checkout/quote': () =>
        Response.json({ error: 'This coupon has expired' }, { status: 400 }),
    });
    const user = await openWith('Moon rabbit', 40);
    act(() => {
      cartActions.applyCoupon('OLD', { tax: 0, discount: 1 });
    });
    await useCoupon(user, 'SUMMER25');

    expect((await screen.findByRole('alert')).textContent).toBe('This coupon has expired');
    expect(cart()).toMatchObject({ coupon: null, quote: null });
    expect(screen.getByText('$50.00')).toBeInTheDocument();
  });

  it("falls back to 'Quote error' when the answer has no message", async () => {
    routeFetch({ 'POST /api/checkout/quote': () => new Response('oops', { status: 502 }) });
    const user = await openWith('Moon rabbit', 40);
    await useCoupon(user, 'SAVE10');
    expect((await screen.findByRole('alert')).textContent).toBe('Quote error');
  });

  it('quotes again when the items change while a coupon is applied', async () => {
    let discount = 4;
    const fetchMock = routeFetch({ 'POST /api/checkout/quote': () => quoteAnswer(discount) });
    const user = await openWith('Moon rabbit', 40);
    await useCoupon(user, 'SAVE10');
    expect(await screen.findByText('$46.00')).toBeInTheDocument();

    discount = 8;
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Moon rabbit' }));
    await waitFor(() => {
      expect(quoteCalls(fetchMock)).toHaveLength(2);
    });
    expect(bodyOf(quoteCalls(fetchMock)[1]?.[1])).toMatchObject({
      items: [expect.objectContaining({ qty: 2 })],
      coupon: 'SAVE10',
    });
    // 80 + 10 - 8
    expect(await screen.findByText('$82.00')).toBeInTheDocument();
  });
});

describe('bonuses', () => {
  const balance = (value: number) => ({ balance: value, totalEarned: value, totalSpent: 0 });

  it('are not offered to guests', async () => {
    await openWith('Moon rabbit', 40);
    expect(screen.queryByText('Use Bonuses')).not.toBeInTheDocument();
  });

  it('let a signed-in shopper spend up to the balance, and exclude the coupon', async () => {
    routeFetch({
      'GET /api/bonuses/balance': () => balance(12.5),
      'POST /api/checkout/quote': () => quoteAnswer(4),
    });
    useSessionStore.setState({ user: { uid: 'u1', email: 'ann@example.com', name: 'Ann' } });
    const user = await openWith('Moon rabbit', 40);
    act(() => {
      cartActions.applyCoupon('SAVE10', { tax: 0, discount: 4 });
    });

    const toggle = await screen.findByRole('switch', { name: 'Use Bonuses' });
    expect(await screen.findByText('Balance: $12.50')).toBeInTheDocument();
    await user.click(toggle);
    expect(cart()).toMatchObject({ useBonuses: true, coupon: null, quote: null });

    const amount = screen.getByLabelText('Bonus amount in dollars');
    await user.clear(amount);
    await user.type(amount, '20');
    await user.tab();
    expect(cart().bonusAmount).toBe(12.5);
    expect(screen.getByText('Bonus discount')).toBeInTheDocument();
    expect(screen.getByText('-$12.50')).toBeInTheDocument();
    expect(screen.getByText('$37.50')).toBeInTheDocument();

    // fireEvent: user-event cannot drag a range slider.
    fireEvent.change(screen.getByLabelText('Bonus amount'), { target: { value: '3.25' } });
    expect(cart().bonusAmount).toBe(3.25);

    // A coupon turns bonuses off again and resets the amount.
    await useCoupon(user, 'SAVE10');
    expect(await screen.findByText('Discount (SAVE10)')).toBeInTheDocument();
    expect(cart()).toMatchObject({ useBonuses: false, bonusAmount: 0, coupon: 'SAVE10' });
  });

  it('count as a balance of 0 when the balance cannot be loaded', async () => {
    routeFetch({
      'GET /api/bonuses/balance': () => Response.json({ error: 'Not found' }, { status: 404 }),
    });
    useSessionStore.setState({ user: { uid: 'u2', email: 'bo@example.com', name: 'Bo' } });
    await openWith('Moon rabbit', 40);
    const toggle = await screen.findByRole('switch', { name: 'Use Bonuses' });
    expect(await screen.findByText('Balance: $0.00')).toBeInTheDocument();
    expect(toggle).toBeDisabled();
  });
});
