import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}
const save = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
};
const calls = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url as string}`);

async function renderTab() {
  renderRoute(<ProfileTab user={ann} />);
  await screen.findByRole('form', { name: 'Edit profile' });
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ user: ann, role: 'user', ready: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('profile tab', () => {
  it('shows the saved profile read-only and in the form; e-mail cannot be edited', async () => {
    routeFetch({ 'GET /api/auth/profile': () => ({ user: stored }) });
    await renderTab();
    expect(screen.getByRole('region', { name: 'Your details' }).textContent).toContain(
      'Springfield',
    );
    expect(field('Phone').value).toBe('+1 555 0100');
    expect(field('Email').readOnly).toBe(true);
    expect(field('Passport issue date').type).toBe('date');
    const gender = screen.getByLabelText<HTMLSelectElement>('Gender');
    expect([...gender.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Not specified'],
      ['male', 'Male'],
      ['female', 'Female'],
    ]);
  });

  it('a passport error blocks the save and is listed under the heading', async () => {
    const fetchMock = routeFetch({ 'GET /api/auth/profile': () => ({ user: stored }) });
    await renderTab();
    type('Passport number', 'AB');
    type('Nationality', 'X');
    save();
    const alert = await screen.findByText((_, element) =>
      Boolean(element?.textContent.startsWith(PASSPORT_ERRORS_HEADING) && element.tagName === 'P'),
    );
    expect(alert.textContent).toContain('Passport number is too short');
    expect(alert.textContent).toContain('Please enter your nationality');
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
    await renderTab();
    type('Name', '  Ann Lee ');
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'female' } });
    type('Passport number', 'X1234567');
    fireEvent.click(screen.getByLabelText(/newsletter/));
    save();

    expect(await screen.findByText('Profile saved')).toBeTruthy();
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
    await renderTab();
    type('Phone', '+1 555 0199');
    save();

    expect(
      await screen.findByText('Saved on this device; it will sync when the server is back'),
    ).toBeTruthy();
    expect(calls(fetchMock)).not.toContain('PATCH /api/auth/profile');
    expect(readOfflineProfile('u1')?.phone).toBe('+1 555 0199');
    expect(screen.getByRole('region', { name: 'Your details' }).textContent).toContain(
      '+1 555 0199',
    );
  });

  it('sends the offline copy once the server is back, then forgets it', async () => {
    writeOfflineProfile('u1', { ...stored, phone: '+1 555 0123' });
    const fetchMock = routeFetch({
      'GET /api/health': () => HEALTHY,
      'PATCH /api/auth/profile': (init) => ({ user: JSON.parse(init?.body as string) as unknown }),
    });
    await renderTab();
    expect(field('Phone').value).toBe('+1 555 0123');
    expect(calls(fetchMock)).toEqual(['GET /api/health', 'PATCH /api/auth/profile']);
    await waitFor(() => {
      expect(localStorage.getItem(offlineProfileKey('u1'))).toBeNull();
    });
  });

  it('falls back to an empty profile with who the user is when nothing can be loaded', async () => {
    routeFetch({ 'GET /api/auth/profile': () => Response.json({ error: 'x' }, { status: 500 }) });
    await renderTab();
    expect(screen.getByRole('alert').textContent).toContain('Could not load your saved profile');
    expect(field('Email').value).toBe('ann@example.com');
    expect(field('Name').value).toBe('Ann');
  });
});
