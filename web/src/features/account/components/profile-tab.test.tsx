import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSPORT_ERRORS_HEADING } from '@contract/passport';
import type { Profile } from '@contract/user';
import { useSessionStore } from '@/lib/session-store';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { offlineProfileKey, readOfflineProfile, writeOfflineProfile } from '../offline-profile';
import { emptyProfile } from '../profile-fields';
import { ProfileTab } from './profile-tab';

const ann = { uid: 'u1', email: 'ann@example.com', name: 'Ann' };
const stored: Profile = {
  ...emptyProfile(ann),
  phone: '+1 555 0100',
  shippingAddress: { ...emptyProfile(ann).shippingAddress, city: 'Springfield' },
};
const HEALTHY = { ok: true, time: '2026-01-15T10:00:00.000Z' };

const field = (label: string) => screen.getByLabelText(label);
async function type(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  await user.type(field(label), value);
}
const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save profile' }));
const calls = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url as string}`);

async function renderTab() {
  const user = userEvent.setup();
  renderRoute(<ProfileTab user={ann} />);
  await screen.findByRole('form', { name: 'Edit profile' });
  return user;
}

beforeEach(() => {
  useSessionStore.setState({ user: ann });
});

describe('profile tab', () => {
  it('shows the saved profile read-only and in the form; e-mail cannot be edited', async () => {
    routeFetch({ 'GET /api/auth/profile': () => ({ user: stored }) });
    await renderTab();
    expect(screen.getByRole('region', { name: 'Your details' })).toHaveTextContent('Springfield');
    expect(field('Phone')).toHaveValue('+1 555 0100');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('Passport issue date')).toHaveAttribute('type', 'date');
    const gender = screen.getByLabelText<HTMLSelectElement>('Gender');
    expect([...gender.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Not specified'],
      ['male', 'Male'],
      ['female', 'Female'],
    ]);
  });

  it('a passport error blocks the save and is listed under the heading', async () => {
    const fetchMock = routeFetch({ 'GET /api/auth/profile': () => ({ user: stored }) });
    const user = await renderTab();
    await type(user, 'Passport number', 'AB');
    await type(user, 'Nationality', 'X');
    await save(user);
    const alert = await screen.findByText((_, element) =>
      Boolean(element?.textContent.startsWith(PASSPORT_ERRORS_HEADING) && element.tagName === 'P'),
    );
    expect(alert).toHaveTextContent('Passport number is too short');
    expect(alert).toHaveTextContent('Please enter your nationality');
    expect(calls(fetchMock)).toEqual(['GET /api/auth/profile']);
  });

  it('server up: PATCHes the whole profile and says Profile saved', async () => {
    let sent: unknown;
    const fetchMock = routeFetch({
      'GET /api/auth/profile': () => ({ user: stored }),
      'GET /api/health': () => HEALTHY,
      'PATCH /api/auth/profile': (init) => {
        sent = JSON.parse(init?.body as string);
        return { user: sent };
      },
    });
    const user = await renderTab();
    await type(user, 'Name', '  Ann Lee ');
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    await type(user, 'Passport number', 'X1234567');
    await user.click(screen.getByLabelText(/newsletter/));
    await save(user);

    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual([
      'GET /api/auth/profile',
      'GET /api/health',
      'PATCH /api/auth/profile',
    ]);
    expect(sent).toEqual({
      ...stored,
      name: 'Ann Lee',
      gender: 'female',
      preferences: { newsletter: true },
      passportData: { ...stored.passportData, passportNumber: 'X1234567' },
    });
    // The header shows the new name at once.
    expect(useSessionStore.getState().user?.name).toBe('Ann Lee');
  });

  it('server down: keeps an offline copy on this device and warns', async () => {
    const fetchMock = routeFetch({
      'GET /api/auth/profile': () => ({ user: stored }),
      'GET /api/health': () => Response.json({ error: 'down' }, { status: 503 }),
    });
    const user = await renderTab();
    await type(user, 'Phone', '+1 555 0199');
    await save(user);

    expect(
      await screen.findByText('Saved on this device; it will sync when the server is back'),
    ).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('PATCH /api/auth/profile');
    expect(readOfflineProfile('u1')?.phone).toBe('+1 555 0199');
    expect(screen.getByRole('region', { name: 'Your details' })).toHaveTextContent('+1 555 0199');
  });

  it('sends the offline copy once the server is back, then forgets it', async () => {
    writeOfflineProfile('u1', { ...stored, phone: '+1 555 0123' });
    const fetchMock = routeFetch({
      'GET /api/health': () => HEALTHY,
      'PATCH /api/auth/profile': (init) => ({ user: JSON.parse(init?.body as string) as unknown }),
    });
    await renderTab();
    expect(field('Phone')).toHaveValue('+1 555 0123');
    expect(calls(fetchMock)).toEqual(['GET /api/health', 'PATCH /api/auth/profile']);
    await waitFor(() => {
      expect(localStorage.getItem(offlineProfileKey('u1'))).toBeNull();
    });
  });

  it('falls back to an empty profile with who the user is when nothing can be loaded', async () => {
    routeFetch({ 'GET /api/auth/profile': () => Response.json({ error: 'x' }, { status: 500 }) });
    await renderTab();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your saved profile');
    expect(field('Email')).toHaveValue('ann@example.com');
    expect(field('Name')).toHaveValue('Ann');
  });
});
