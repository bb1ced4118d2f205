// The shipping modal's test fixtures, shared by its test files (form and validation, placing).
import { act, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { NotificationsProvider } from '@/components/notifications/notifications-provider';
import { profileQueryOptions } from '@/features/account';
import { cartActions, useCartStore } from '@/features/cart';
import { useSessionStore } from '@/lib/session-store';
import { makeOrder } from '@/testing/make-order';
import { makeProduct } from '@/testing/make-product';
import { ShippingModal } from './shipping-modal';

export const cart = () => useCartStore.getState();

/** Another feature's cached query that a placed order makes stale (the app names such keys). */
const STALE_KEY = ['orders', 'mine', null];

/**
 * Renders the modal; returns the user (with the fake clock) who fills it in, and whether
 * the other feature's query has been marked stale.
 */
export function renderModal() {
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

export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

/**
 * Picks the option of a select, or replaces a text field's value by pasting it (typing a
 * dozen fields key by key makes each test about a second slower, for nothing it checks).
 */
export async function fill(user: UserEvent, label: string, value: string) {
  const element = field(label);
  if (element instanceof HTMLSelectElement) {
    await user.selectOptions(element, value);
    return;
  }
  await user.clear(element);
  await user.paste(value);
}

export async function fillValidForm(user: UserEvent, { passportNumber = 'X1234567' } = {}) {
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

export const placeOrderButton = () => screen.getByRole('button', { name: /Plac/ });

/** Lets pending promises (the mocked fetch) settle under fake timers. */
export const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

export const orderCreated = (order = makeOrder()) =>
  Response.json({ ok: true, order, replayed: false }, { status: 201 });

export const fillCart = () => {
  cartActions.add(makeProduct({ title: 'Moon rabbit', price: 20 }), 2);
};

/** Signs Ann in. The cart follows the session to her own, so it is filled again. */
export const signInAnn = () => {
  useSessionStore.setState({ user: { uid: 'u1', email: 'ann@example.com', name: 'Ann Lee' } });
  fillCart();
};
