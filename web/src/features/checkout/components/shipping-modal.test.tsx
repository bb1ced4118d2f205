import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UNCONFIRMED_ORDERS_LIMIT } from '@contract/order-confirmation';
import { PASSPORT_ERRORS_HEADING } from '@contract/passport';
import { NotificationsProvider } from '@/components/notifications/notifications-provider';
import { profileQueryOptions } from '@/features/account';
import { useCartStore } from '@/features/cart';
import { useSessionStore } from '@/lib/session-store';
import { GUEST_KEY, storageKeys } from '@/lib/storage';
import { makeOrder } from '@/testing/make-order';
import { makeProduct } from '@/testing/make-product';
import { routeFetch, sentHeader, sentJson } from '@/testing/route-fetch';
import { ShippingModal } from './shipping-modal';

const cart = () => useCartStore.getState();

/** Another feature's cached query that a placed order makes stale (the app names such keys). */
const STALE_KEY = ['orders', 'mine', null];

/**
 * Renders the modal; returns the user (with the fake clock) who fills it in, and whether
 * the other feature's query has been marked stale.
 */
function renderModal() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const onClose = vi.fn();
  const queryClient = new QueryClient();
  queryClient.setQueryData(STALE_KEY, []);
  const { unmount } = render(
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider>
        <ShippingModal
          onClose={onClose}
          profileQuery={profileQueryOptions}
          staleAfterOrder={[STALE_KEY]}
        />
      </NotificationsProvider>
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Shipping Information' });
  const isStale = () => queryClient.getQueryState(STALE_KEY)?.isInvalidated;
  return { user, onClose, unmount, dialog, isStale };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

/**
 * Picks the option of a select, or replaces a text field's value by pasting it (typing a
 * dozen fields key by key makes each test about a second slower, for nothing it checks).
 */
async function fill(user: UserEvent, label: string, value: string) {
  const element = field(label);
  if (element instanceof HTMLSelectElement) {
    await user.selectOptions(element, value);
    return;
  }
  await user.clear(element);
  await user.paste(value);
}

async function fillValidForm(user: UserEvent, { passportNumber = 'X1234567' } = {}) {
  await fill(user, 'Full name', 'Ann Lee');
  await fill(user, 'Email', 'ann@example.com');
  await fill(user, 'Phone', '+1 555 0100');
  await fill(user, 'Country', 'United States');
  await fill(user, 'State / region', 'Illinois');
  await fill(user, 'City', 'Springfield');
  await fill(user, 'Address', '1 Main St');
  await fill(user, 'Postal code', '62701');
  await fill(user, 'Passport number', passportNumber);
  await fill(user, 'Passport issue date', '2020-05-01');
  await fill(user, 'Passport issued by', 'US Department of State');
  await fill(user, 'Nationality', 'American');
}

const placeOrderButton = () => screen.getByRole('button', { name: /Plac/ });

/** Lets pending promises (the mocked fetch) settle under fake timers. */
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

const orderCreated = (order = makeOrder()) =>
  Response.json({ ok: true, order, replayed: false }, { status: 201 });

const fillCart = () => {
  cart().add(makeProduct({ title: 'Moon rabbit', price: 20 }), 2);
};

/** Signs Ann in. The cart follows the session to her own, so it is filled again. */
const signInAnn = () => {
  useSessionStore.setState({ user: { uid: 'u1', email: 'ann@example.com', name: 'Ann Lee' } });
  fillCart();
};

beforeEach(() => {
  vi.useFakeTimers();
  fillCart();
});

describe('shipping modal form', () => {
  it('labels every field, marks the required ones and uses the right input types', () => {
    renderModal();
    for (const label of [
      'Full name',
      'Email',
      'Phone',
      'Country',
      'City',
      'Address',
      'Passport number',
      'Passport issue date',
      'Passport issued by',
      'Nationality',
    ]) {
      const input = screen.getByLabelText(`${label} *`);
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('aria-required', 'true');
    }
    for (const label of ['State / region', 'Postal code', 'Notes']) {
      expect(screen.getByLabelText(label)).not.toBeRequired();
    }
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Phone')).toHaveAttribute('type', 'tel');
    expect(field('Passport issue date')).toHaveAttribute('type', 'date');
    expect(field('Notes').tagName).toBe('TEXTAREA');
    expect(field('Country').tagName).toBe('SELECT');
  });

  it("offers the chosen country's regions, or a text box when it has none", async () => {
    const { user } = renderModal();
    expect(field('State / region').tagName).toBe('INPUT');
    await fill(user, 'Country', 'Canada');
    const region = field('State / region');
    expect(region.tagName).toBe('SELECT');
    expect(within(region).getByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    await fill(user, 'State / region', 'Ontario');
    await fill(user, 'Country', 'Gibraltar');
    expect(field('State / region').tagName).toBe('INPUT');
    expect(field('State / region')).toHaveValue('');
  });

  it('shows the Order Summary with item count, $10.00 shipping, discount and total', () => {
    cart().applyCoupon('SAVE10', { tax: 0, discount: 4 });
    renderModal();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Subtotal (2 items)')).toBeInTheDocument();
    expect(within(summary).getAllByText('$40.00')).toHaveLength(2);
    expect(within(summary).getByText('$10.00')).toBeInTheDocument();
    expect(within(summary).getByText('Discount (SAVE10)')).toBeInTheDocument();
    expect(within(summary).getByText('-$4.00')).toBeInTheDocument();
    expect(within(summary).getByText('$46.00')).toBeInTheDocument();
  });

  it('prefills from the signed-in user and the saved draft, and saves the draft as one types', async () => {
    // No saved profile (404), and no real request leaves the test.
    routeFetch({});
    useSessionStore.setState({ user: { uid: 'u1', email: 'ann@example.com', name: 'Ann Lee' } });
    localStorage.setItem(
      storageKeys.checkoutDraft('ann@example.com'),
      JSON.stringify({ city: 'Paris', phone: '+33 1 00' }),
    );
    const { user } = renderModal();
    expect(field('Full name')).toHaveValue('Ann Lee');
    expect(field('Email')).toHaveValue('ann@example.com');
    expect(field('City')).toHaveValue('Paris');

    await user.type(field('Address'), '5 Rue Cler');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    const saved: unknown = JSON.parse(
      localStorage.getItem(storageKeys.checkoutDraft('ann@example.com')) ?? '{}',
    );
    expect(saved).toMatchObject({ address: '5 Rue Cler', city: 'Paris', fullName: 'Ann Lee' });
    expect(localStorage.getItem(storageKeys.checkoutDraft(GUEST_KEY))).toBeNull();
  });
});

describe('shipping modal validation', () => {
  it('blocks submit on blank required fields and says which', async () => {
    const fetchMock = routeFetch({});
    const { user } = renderModal();
    await fill(user, 'Full name', 'Ann Lee');
    await user.click(placeOrderButton());

    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(/^Please fill in the required fields: Email, Phone/)).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(field('Email')).toBeInvalid();
    expect(field('Email')).toHaveFocus();
    expect(placeOrderButton().textContent).toBe('Place Order');
  });

  it('blocks submit on passport errors with an error notification under the heading', async () => {
    const fetchMock = routeFetch({});
    const { user } = renderModal();
    await fillValidForm(user, { passportNumber: 'AB' });
    await fill(user, 'Nationality', 'X');
    await user.click(placeOrderButton());

    expect(fetchMock).not.toHaveBeenCalled();
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain(
      `${PASSPORT_ERRORS_HEADING}\n• Passport number is too short\n• Please enter your nationality`,
    );
  });

  it('blocks submit on an empty cart', async () => {
    const fetchMock = routeFetch({});
    const { user } = renderModal();
    await fillValidForm(user);
    act(() => {
      cart().clear();
    });
    await user.click(placeOrderButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Your cart is empty.')).toBeVisible();
  });
});

describe('placing the order', () => {
  it('sends the order, shows Placing Order..., then after 1.5 s the notice, and empties the cart', async () => {
    const fetchMock = routeFetch({ 'POST /api/orders': () => orderCreated() });
    const { user, onClose, isStale } = renderModal();
    await fillValidForm(user);
    await user.click(placeOrderButton());

    expect(placeOrderButton().textContent).toBe('Placing Order...');
    expect(placeOrderButton()).toBeDisabled();
    expect(isStale()).toBe(false);
    await settle();
    expect(isStale()).toBe(true);

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/orders');
    expect(sentHeader(fetchMock, 'Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    const body = sentJson(fetchMock) as { shippingData: object };
    expect(Object.keys(body).sort()).toEqual(['coupon', 'items', 'shippingData']);
    expect(body).toMatchObject({
      items: [expect.objectContaining({ id: cart().items[0]?.id, qty: 2 })],
      coupon: null,
    });
    expect(body.shippingData).toMatchObject({ fullName: 'Ann Lee', state: 'Illinois', notes: '' });
    expect(Object.keys(body.shippingData)).toHaveLength(13);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1499);
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(cart().items).toHaveLength(1);
    expect(placeOrderButton().textContent).toBe('Placing Order...');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(
      screen.getByText('Payment system coming soon! Your order #ABC123 has been saved.'),
    ).toBeVisible();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cart()).toMatchObject({ items: [], coupon: null, quote: null, useBonuses: false });
    // The address is saved on this device; a guest's passport is not kept at all.
    const saved = localStorage.getItem(storageKeys.checkoutDraft(GUEST_KEY)) ?? '{}';
    expect(JSON.parse(saved)).toMatchObject({ fullName: 'Ann Lee', city: 'Springfield' });
    expect(saved).not.toMatch(/passport|nationality/i);
    expect(sessionStorage.getItem(storageKeys.checkoutPassport(GUEST_KEY))).toBeNull();
  });

  it('when the order is unconfirmed, then the notice asks to confirm it by e-mail within the minutes the server gives', async () => {
    routeFetch({
      'POST /api/orders': () =>
        Response.json(
          {
            ok: true,
            order: makeOrder({ contactConfirmed: false }),
            replayed: false,
            confirmWithinMinutes: 30,
          },
          { status: 201 },
        ),
    });
    const { user } = renderModal();
    await fillValidForm(user);
    await user.click(placeOrderButton());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(
      screen.getByText(
        'Payment system coming soon! Your order #ABC123 has been saved. Please confirm it within 30 minutes using the link we sent to your e-mail, or it will be cancelled.',
      ),
    ).toBeVisible();
  });

  it('when the buyer has too many unconfirmed orders (429), then the modal shows why and keeps the cart', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    routeFetch({
      'POST /api/orders': () => Response.json({ error: UNCONFIRMED_ORDERS_LIMIT }, { status: 429 }),
    });
    const { user, onClose } = renderModal();
    await fillValidForm(user);
    await user.click(placeOrderButton());
    await settle();

    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts.filter((text) => text === UNCONFIRMED_ORDERS_LIMIT)).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
    expect(cart().items).toHaveLength(1);
    expect(placeOrderButton()).toBeEnabled();
  });

  it("keeps a signed-in buyer's passport for this tab only, never on disk", async () => {
    signInAnn();
    routeFetch({
      'POST /api/orders': () => orderCreated(),
      'POST /api/referrals/order-bonus': () => ({ ok: true }),
    });
    const { user } = renderModal();
    await fillValidForm(user);
    await user.click(placeOrderButton());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(cart().items).toEqual([]);

    const saved = localStorage.getItem(storageKeys.checkoutDraft('ann@example.com')) ?? '';
    expect(JSON.parse(saved)).toMatchObject({ address: '1 Main St', postalCode: '62701' });
    expect(saved).not.toMatch(/passport|nationality/i);
    expect(
      JSON.parse(sessionStorage.getItem(storageKeys.checkoutPassport('ann@example.com')) ?? '{}'),
    ).toEqual({
      passportNumber: 'X1234567',
      passportIssueDate: '2020-05-01',
      passportIssuedBy: 'US Department of State',
      nationality: 'American',
    });
  });

  it("a guest's next checkout in this tab starts with the address but no passport", async () => {
    routeFetch({ 'POST /api/orders': () => orderCreated() });
    const first = renderModal();
    await fillValidForm(first.user);
    await first.user.click(placeOrderButton());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    first.unmount();

    cart().add(makeProduct({ title: 'Star fox', price: 5 }), 1);
    renderModal();
    expect(field('Address')).toHaveValue('1 Main St');
    expect(field('Passport number')).toHaveValue('');
    expect(field('Nationality')).toHaveValue('');
  });

  it('shows a failure in the modal and as a notification, ends busy, and retries with the same key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = routeFetch({
      'POST /api/orders': () =>
        Response.json({ error: "Only 1 left of 'Moon rabbit'" }, { status: 409 }),
    });
    const { user, isStale } = renderModal();
    await fillValidForm(user);
    await user.click(placeOrderButton());
    await settle();

    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts.filter((text) => text === "Only 1 left of 'Moon rabbit'")).toHaveLength(2);
    expect(isStale()).toBe(false);
    expect(placeOrderButton().textContent).toBe('Place Order');
    expect(placeOrderButton()).toBeEnabled();
    expect(console.error).toHaveBeenCalled();

    const keyOf = (call: number) => sentHeader(fetchMock, 'Idempotency-Key', call);
    await user.click(placeOrderButton());
    await settle();
    expect(keyOf(1)).toBe(keyOf(0));

    await fill(user, 'City', 'Chicago');
    await user.click(placeOrderButton());
    await settle();
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it("falls back to 'Order error' when the failure has no message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    routeFetch({ 'POST /api/orders': () => new Response('', { status: 500 }) });
    const { user } = renderModal();
    await fillValidForm(user);
    await user.click(placeOrderButton());
    await settle();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Order error');
  });

  it('for a signed-in shopper marks the coupon used and adds the referral bonus, only logging failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInAnn();
    cart().applyCoupon('SAVE10', { tax: 0, discount: 4 });
    const fetchMock = routeFetch({
      'POST /api/orders': () => orderCreated(makeOrder({ coupon: 'SAVE10', total: 46 })),
      'POST /api/coupons/use': () => Response.json({ error: 'Nope' }, { status: 500 }),
      'POST /api/referrals/order-bonus': () => ({ ok: true, bonusAmount: 2.3 }),
    });
    const { user, onClose } = renderModal();
    await fillValidForm(user);
    await user.click(placeOrderButton());
    await settle();

    const calls = fetchMock.mock.calls.map(([url, init]) => [url, init?.body]);
    expect(calls).toContainEqual(['/api/coupons/use', JSON.stringify({ code: 'SAVE10' })]);
    expect(calls).toContainEqual([
      '/api/referrals/order-bonus',
      JSON.stringify({ orderAmount: 46, orderId: 'abc123xyz789' }),
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    const orderCall = fetchMock.mock.calls.findIndex(([url]) => url === '/api/orders');
    expect(sentJson(fetchMock, orderCall)).toMatchObject({
      coupon: 'SAVE10',
    });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(onClose).toHaveBeenCalled();
    expect(cart().items).toEqual([]);
  });

  it('sends the bonus amount when bonuses are used', async () => {
    cart().setUseBonuses(true);
    cart().setBonusAmount(5.5, 10);
    const fetchMock = routeFetch({ 'POST /api/orders': () => orderCreated() });
    const { user } = renderModal();
    expect(screen.getByText('Bonus discount')).toBeInTheDocument();
    await fillValidForm(user);
    await user.click(placeOrderButton());
    await settle();
    expect(sentJson(fetchMock)).toMatchObject({
      coupon: null,
      bonusAmount: 5.5,
    });
  });
});

describe('closing', () => {
  it('closes with Cancel, on the backdrop and on Escape, but not on a click inside', async () => {
    const { user, onClose, dialog } = renderModal();
    // Pressed in a field and released on the backdrop (a text selection): stays open.
    await user.pointer([
      { keys: '[MouseLeft>]', target: field('City') },
      { target: dialog },
      { keys: '[/MouseLeft]', target: dialog },
    ]);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
    // fireEvent: browsers turn Escape into the dialog's cancel event; happy-dom does not.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('stays open while the order is being placed', async () => {
    routeFetch({ 'POST /api/orders': () => orderCreated() });
    const { user, onClose, dialog } = renderModal();
    await fillValidForm(user);
    await user.click(placeOrderButton());
    await settle();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(dialog);
    fireEvent(dialog, new Event('cancel', { cancelable: true })); // Escape, as above

    expect(onClose).not.toHaveBeenCalled();
  });
});
