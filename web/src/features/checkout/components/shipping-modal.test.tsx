import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSPORT_ERRORS_HEADING } from '@contract/passport';
import { cartActions } from '@/features/cart';
import { useSessionStore } from '@/lib/session-store';
import { GUEST_KEY, storageKeys } from '@/lib/storage';
import { routeFetch } from '@/testing/route-fetch';
import {
  field,
  fill,
  fillCart,
  fillValidForm,
  orderCreated,
  placeOrderButton,
  renderModal,
  settle,
} from './shipping-modal.fixtures';

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
    cartActions.applyCoupon('SAVE10', { tax: 0, discount: 4 });
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
      cartActions.clear();
    });
    await user.click(placeOrderButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Your cart is empty.')).toBeVisible();
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
