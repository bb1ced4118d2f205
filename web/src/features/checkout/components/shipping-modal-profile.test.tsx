import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultProfile, type Profile } from '@contract/user';
import { NotificationsProvider } from '@/components/notifications/notifications-provider';
import { profileQueryOptions } from '@/features/account';
import { cartActions } from '@/features/cart';
import { useSessionStore } from '@/lib/session-store';
import { storageKeys } from '@/lib/storage';
import { makeProduct } from '@/testing/make-product';
import { routeFetch } from '@/testing/route-fetch';
import { ShippingModal } from './shipping-modal';

const ANN = { uid: 'u1', email: 'ann@example.com', name: 'Ann Lee' };
const CHECKBOX = 'Use the passport details saved in my profile';

function savedProfile(passport = true): Profile {
  const profile = defaultProfile(ANN);
  profile.phone = '+1 555 0100';
  profile.shippingAddress = {
    ...profile.shippingAddress,
    line1: '1 Main St',
    line2: 'Apt 2',
    city: 'Springfield',
    region: 'Illinois',
    country: 'United States',
  };
  if (passport) {
    profile.passportData = {
      passportNumber: 'X1234567',
      nationality: 'American',
      passportIssueDate: '2020-05-01',
      passportIssuedBy: 'US Department of State',
    };
  }
  return profile;
}

function renderModal() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NotificationsProvider>
        <ShippingModal
          onClose={() => undefined}
          profileQuery={profileQueryOptions}
          staleAfterOrder={[]}
        />
      </NotificationsProvider>
    </QueryClientProvider>,
  );
}

const field = (label: string) =>
  screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}( \\*)?$`));

/** An answer held back until `release` is called: the form must open without it. */
function heldProfile(profile: Profile) {
  let resolve: ((answer: object) => void) | undefined;
  const answer = new Promise<object>((done) => {
    resolve = done;
  });
  return { answer, release: () => resolve?.({ user: profile }) };
}

/** Everything in localStorage, values only. */
const onDisk = () =>
  Array.from({ length: localStorage.length }, (_, index) =>
    localStorage.getItem(localStorage.key(index) ?? ''),
  ).join('\n');

beforeEach(() => {
  cartActions.add(makeProduct({ title: 'Moon rabbit', price: 20 }), 1);
});

describe('checkout from the saved profile', () => {
  it('opens at once, then lays the profile over the draft; the draft fills the rest', async () => {
    useSessionStore.setState({ user: ANN });
    localStorage.setItem(
      storageKeys.checkoutDraft(ANN.email),
      JSON.stringify({ city: 'Old Town', postalCode: '62701', notes: 'Ring twice' }),
    );
    const held = heldProfile(savedProfile());
    routeFetch({ 'GET /api/auth/profile': () => held.answer });
    renderModal();

    // Before the profile arrives: the draft and the account's name, nothing waits on it.
    expect(field('City')).toHaveValue('Old Town');
    expect(field('Full name')).toHaveValue('Ann Lee');
    held.release();

    await waitFor(() => {
      expect(field('City')).toHaveValue('Springfield');
    });
    expect(field('Phone')).toHaveValue('+1 555 0100');
    expect(field('Country')).toHaveValue('United States');
    expect(field('State / region')).toHaveValue('Illinois');
    expect(field('Address')).toHaveValue('1 Main St, Apt 2');
    // Blank in the profile: the draft's values stay.
    expect(field('Postal code')).toHaveValue('62701');
    expect(field('Notes')).toHaveValue('Ring twice');
    // The passport waits for the checkbox.
    expect(field('Passport number')).toHaveValue('');
  });

  it('never overwrites a field the shopper typed before the profile arrived', async () => {
    useSessionStore.setState({ user: ANN });
    const held = heldProfile(savedProfile());
    routeFetch({ 'GET /api/auth/profile': () => held.answer });
    const user = userEvent.setup();
    renderModal();
    await user.type(field('City'), 'Shelbyville');
    held.release();

    await waitFor(() => {
      expect(field('Phone')).toHaveValue('+1 555 0100');
    });
    expect(field('City')).toHaveValue('Shelbyville');
  });

  it('fills the passport only when ticked, and unticking clears what it filled', async () => {
    useSessionStore.setState({ user: ANN });
    routeFetch({ 'GET /api/auth/profile': () => ({ user: savedProfile() }) });
    const user = userEvent.setup();
    renderModal();

    const checkbox = await screen.findByRole('checkbox', { name: CHECKBOX });
    expect(checkbox).not.toBeChecked();
    expect(field('Passport number')).toHaveValue('');

    await user.click(checkbox);
    expect(field('Passport number')).toHaveValue('X1234567');
    expect(field('Passport issue date')).toHaveValue('2020-05-01');
    expect(field('Passport issued by')).toHaveValue('US Department of State');
    expect(field('Nationality')).toHaveValue('American');

    // A field changed since ticking is the shopper's: unticking leaves it.
    await user.clear(field('Nationality'));
    await user.type(field('Nationality'), 'Canadian');
    await user.click(checkbox);
    expect(field('Passport number')).toHaveValue('');
    expect(field('Passport issue date')).toHaveValue('');
    expect(field('Nationality')).toHaveValue('Canadian');
    // Passport data never reaches localStorage.
    expect(onDisk()).not.toContain('X1234567');
  });

  it('shows no checkbox when the profile has no passport details', async () => {
    useSessionStore.setState({ user: ANN });
    routeFetch({ 'GET /api/auth/profile': () => ({ user: savedProfile(false) }) });
    renderModal();
    await waitFor(() => {
      expect(field('City')).toHaveValue('Springfield');
    });
    expect(screen.queryByRole('checkbox', { name: CHECKBOX })).not.toBeInTheDocument();
  });

  it('leaves guests as they were: no profile request, no checkbox', () => {
    const fetchMock = routeFetch({});
    renderModal();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('checkbox', { name: CHECKBOX })).not.toBeInTheDocument();
    expect(field('Full name')).toHaveValue('');
  });
});
