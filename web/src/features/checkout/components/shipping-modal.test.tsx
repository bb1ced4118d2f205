import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSPORT_ERRORS_HEADING } from '@contract/passport';
import { NotificationsProvider } from '@/components/notifications/notifications-provider';
import { useCartStore } from '@/features/cart/stores/cart-store';
import { useSessionStore } from '@/lib/session-store';
import { GUEST_KEY, storageKeys } from '@/lib/storage';
import { makeOrder } from '@/testing/make-order';
import { makeProduct } from '@/testing/make-product';
import { routeFetch, sentHeader, sentJson } from '@/testing/route-fetch';
import { ShippingModal } from './shipping-modal';

const cart = () => useCartStore.getState();

function renderModal() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NotificationsProvider>
        <ShippingModal onClose={onClose} />
      </NotificationsProvider>
    </QueryClientProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Shipping Information' }) };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function fillValidForm({ passportNumber = 'X1234567' } = {}) {
  type('Full name', 'Ann Lee');
  type('Email', 'ann@example.com');
  type('Phone', '+1 555 0100');
  type('Country', 'United States');
  type('State / region', 'Illinois');
  type('City', 'Springfield');
  type('Address', '1 Main St');
  type('Postal code', '62701');
  type('Passport number', passportNumber);
  type('Passport issue date', '2020-05-01');
  type('Passport issued by', 'US Department of State');
  type('Nationality', 'American');
}

const placeOrderButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Plac/ });

/** Lets pending promises (the mocked fetch) settle under fake timers. */
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

const orderCreated = (order = makeOrder()) =>
  Response.json({ ok: true, order, replayed: false }, { status: 201 });

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  cart().switchUser(GUEST_KEY);
  cart().clear();
  cart().add(makeProduct({ title: 'Moon rabbit', price: 20 }), 2);
  useSessionStore.setState({ user: null });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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
      expect(input.hasAttribute('required')).toBe(true);
      expect(input.getAttribute('aria-required')).toBe('true');
    }
    for (const label of ['State / region', 'Postal code', 'Notes']) {
      expect(screen.getByLabelText(label).hasAttribute('required')).toBe(false);
    }
    expect(field('Email').getAttribute('type')).toBe('email');
    expect(field('Phone').getAttribute('type')).toBe('tel');
    expect(field('Passport issue date').getAttribute('type')).toBe('date');
    expect(field('Notes').tagName).toBe('TEXTAREA');
    expect(field('Country').tagName).toBe('SELECT');
  });

  it("offers the chosen country's regions, or a text box when it has none", () => {
    renderModal();
    expect(field('State / region').tagName).toBe('INPUT');
    type('Country', 'Canada');
    const region = field('State / region');
    expect(region.tagName).toBe('SELECT');
    expect(within(region).getByRole('option', { name: 'Ontario' })).toBeTruthy();
    type('State / region', 'Ontario');
    type('Country', 'Gibraltar');
    expect(field('State / region').tagName).toBe('INPUT');
    expect((field('State / region') as HTMLInputElement).value).toBe('');
  });

  it('shows the Order Summary with item count, $10.00 shipping, discount and total', () => {
    cart().applyCoupon('SAVE10', { tax: 0, discount: 4 });
    renderModal();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Subtotal (2 items)')).toBeTruthy();
    expect(within(summary).getAllByText('$40.00')).toHaveLength(2);
    expect(within(summary).getByText('$10.00')).toBeTruthy();
    expect(within(summary).getByText('Discount (SAVE10)')).toBeTruthy();
    expect(within(summary).getByText('-$4.00')).toBeTruthy();
    expect(within(summary).getByText('$46.00')).toBeTruthy();
  });

  it('prefills from the signed-in user and the saved draft, and saves the draft as one types', () => {
    useSessionStore.setState({ user: { uid: 'u1', email: 'ann@example.com', name: 'Ann Lee' } });
    localStorage.setItem(
      storageKeys.checkoutDraft('ann@example.com'),
      JSON.stringify({ city: 'Paris', phone: '+33 1 00' }),
    );
    renderModal();
    expect((field('Full name') as HTMLInputElement).value).toBe('Ann Lee');
    expect((field('Email') as HTMLInputElement).value).toBe('ann@example.com');
    expect((field('City') as HTMLInputElement).value).toBe('Paris');

    type('Address', '5 Rue Cler');
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
  it('blocks submit on blank required fields and says which', () => {
    const fetchMock = routeFetch({});
    renderModal();
    type('Full name', 'Ann Lee');
    fireEvent.click(placeOrderButton());

    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(/^Please fill in the required fields: Email, Phone/)).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Email'));
    expect(placeOrderButton().textContent).toBe('Place Order');
  });

  it('blocks submit on passport errors with an error notification under the heading', () => {
    const fetchMock = routeFetch({});
    renderModal();
    fillValidForm({ passportNumber: 'AB' });
    type('Nationality', 'X');
    fireEvent.click(placeOrderButton());

    expect(fetchMock).not.toHaveBeenCalled();
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain(
      `${PASSPORT_ERRORS_HEADING}\n• Passport number is too short\n• Please enter your nationality`,
    );
  });

  it('blocks submit on an empty cart', () => {
    const fetchMock = routeFetch({});
    renderModal();
    fillValidForm();
    act(() => {
      cart().clear();
    });
    fireEvent.click(placeOrderButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
  });
});

describe('placing the order', () => {
  it('sends the order, shows Placing Order..., then after 1.5 s the notice, and empties the cart', async () => {
    const fetchMock = routeFetch({ 'POST /api/orders': () => orderCreated() });
    const { onClose } = renderModal();
    fillValidForm();
    fireEvent.click(placeOrderButton());

    expect(placeOrderButton().textContent).toBe('Placing Order...');
    expect(placeOrderButton().disabled).toBe(true);
    await settle();

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
    ).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cart()).toMatchObject({ items: [], coupon: null, quote: null, useBonuses: false });
    // The address is saved on this device; a guest's passport is not kept at all.
    const saved = localStorage.getItem(storageKeys.checkoutDraft(GUEST_KEY)) ?? '{}';
    expect(JSON.parse(saved)).toMatchObject({ fullName: 'Ann Lee', city: 'Springfield' });
    expect(saved).not.toMatch(/passport|nationality/i);
    expect(sessionStorage.getItem(storageKeys.checkoutPassport(GUEST_KEY))).toBeNull();
  });

  it("keeps a signed-in buyer's passport for this tab only, never on disk", async () => {
    useSessionStore.setState({ user: { uid: 'u1', email: 'ann@example.com', name: 'Ann Lee' } });
    routeFetch({
      'POST /api/orders': () => orderCreated(),
      'POST /api/referrals/order-bonus': () => ({ ok: true }),
    });
    renderModal();
    fillValidForm();
    fireEvent.click(placeOrderButton());
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
    renderModal();
    fillValidForm();
    fireEvent.click(placeOrderButton());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    cleanup();

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
    renderModal();
    fillValidForm();
    fireEvent.click(placeOrderButton());
    await settle();

    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts.filter((text) => text === "Only 1 left of 'Moon rabbit'")).toHaveLength(2);
    expect(placeOrderButton().textContent).toBe('Place Order');
    expect(placeOrderButton().disabled).toBe(false);
    expect(console.error).toHaveBeenCalled();

    const keyOf = (call: number) => sentHeader(fetchMock, 'Idempotency-Key', call);
    fireEvent.click(placeOrderButton());
    await settle();
    expect(keyOf(1)).toBe(keyOf(0));

    type('City', 'Chicago');
    fireEvent.click(placeOrderButton());
    await settle();
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it("falls back to 'Order error' when the failure has no message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    routeFetch({ 'POST /api/orders': () => new Response('', { status: 500 }) });
    renderModal();
    fillValidForm();
    fireEvent.click(placeOrderButton());
    await settle();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Order error');
  });

  it('for a signed-in shopper marks the coupon used and adds the referral bonus, only logging failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useSessionStore.setState({ user: { uid: 'u1', email: 'ann@example.com', name: 'Ann Lee' } });
    cart().applyCoupon('SAVE10', { tax: 0, discount: 4 });
    const fetchMock = routeFetch({
      'POST /api/orders': () => orderCreated(makeOrder({ coupon: 'SAVE10', total: 46 })),
      'POST /api/coupons/use': () => Response.json({ error: 'Nope' }, { status: 500 }),
      'POST /api/referrals/order-bonus': () => ({ ok: true, bonusAmount: 2.3 }),
    });
    const { onClose } = renderModal();
    fillValidForm();
    fireEvent.click(placeOrderButton());
    await settle();

    const calls = fetchMock.mock.calls.map(([url, init]) => [url, init?.body]);
    expect(calls).toContainEqual(['/api/coupons/use', JSON.stringify({ code: 'SAVE10' })]);
    expect(calls).toContainEqual([
      '/api/referrals/order-bonus',
      JSON.stringify({ orderAmount: 46, orderId: 'abc123xyz789' }),
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(sentJson(fetchMock)).toMatchObject({
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
    renderModal();
    expect(screen.getByText('Bonus discount')).toBeTruthy();
    fillValidForm();
    fireEvent.click(placeOrderButton());
    await settle();
    expect(sentJson(fetchMock)).toMatchObject({
      coupon: null,
      bonusAmount: 5.5,
    });
  });
});

describe('closing', () => {
  it('closes with Cancel, on the backdrop and on Escape, but not on a click inside', () => {
    const { onClose, dialog } = renderModal();
    fireEvent.pointerDown(field('City'));
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('stays open while the order is being placed', async () => {
    routeFetch({ 'POST /api/orders': () => orderCreated() });
    const { onClose, dialog } = renderModal();
    fillValidForm();
    fireEvent.click(placeOrderButton());
    await settle();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
