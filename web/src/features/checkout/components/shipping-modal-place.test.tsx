import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UNCONFIRMED_ORDERS_LIMIT } from '@contract/order-confirmation';
import { cartActions } from '@/features/cart';
import { GUEST_KEY, storageKeys } from '@/lib/storage';
import { makeOrder } from '@/testing/make-order';
import { makeProduct } from '@/testing/make-product';
import { routeFetch, sentHeader, sentJson } from '@/testing/route-fetch';
import {
  cart,
  field,
  fill,
  fillCart,
  fillValidForm,
  orderCreated,
  placeOrderButton,
  renderModal,
  settle,
  signInAnn,
} from './shipping-modal.fixtures';

beforeEach(() => {
  vi.useFakeTimers();
  fillCart();
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
    expect(Object.keys(body).sort()).toEqual(['coupon', 'items', 'locale', 'shippingData']);
    expect(body).toMatchObject({
      items: [expect.objectContaining({ id: cart().items[0]?.id, qty: 2 })],
      coupon: null,
      locale: 'en',
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

    cartActions.add(makeProduct({ title: 'Star fox', price: 5 }), 1);
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
    cartActions.applyCoupon('SAVE10', { tax: 0, discount: 4 });
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
    cartActions.setUseBonuses(true);
    cartActions.setBonusAmount(5.5, 10);
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
