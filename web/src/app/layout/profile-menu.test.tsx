import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { NotificationsProvider } from '@/components/notifications/notifications-provider';
import { useSessionStore } from '@/lib/session-store';
import { ProfileMenu, profileLabel } from './profile-menu';

const session = vi.hoisted(() => ({ signOutEverywhere: vi.fn(() => Promise.resolve()) }));
vi.mock('../session', () => session);

const ann = { uid: 'u1', email: 'ann@example.com', name: 'Ann Lee' };

function renderMenu() {
  render(
    <MemoryRouter>
      <NotificationsProvider>
        <ProfileMenu />
      </NotificationsProvider>
    </MemoryRouter>,
  );
}

function openDrawer(buttonName: string) {
  fireEvent.click(screen.getByRole('button', { name: buttonName }));
  return screen.getByRole('dialog', { name: 'Account' });
}

const itemNames = (drawer: HTMLElement) =>
  within(drawer)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  useSessionStore.setState({ user: null, role: 'user', ready: true });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('profileLabel', () => {
  it('is the name, else the e-mail, else Profile', () => {
    expect(profileLabel(ann)).toBe('Ann Lee');
    expect(profileLabel({ ...ann, name: '  ' })).toBe('ann@example.com');
    expect(profileLabel({ ...ann, name: '', email: '' })).toBe('Profile');
    expect(profileLabel(null)).toBe('Profile');
  });
});

describe('profile drawer', () => {
  it('signed out: Sign in and Create account', () => {
    renderMenu();
    const drawer = openDrawer('Profile');
    expect(itemNames(drawer)).toEqual(['Sign in', 'Create account']);
    expect(within(drawer).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/account',
    );
    expect(within(drawer).getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      '/account#register',
    );
  });

  it('signed in: the name on the button and the six account items', () => {
    useSessionStore.setState({ user: ann });
    renderMenu();
    expect(screen.getByRole('button', { name: 'Account: Ann Lee' }).textContent).toBe('Ann Lee');
    const drawer = openDrawer('Account: Ann Lee');
    expect(itemNames(drawer)).toEqual([
      'Profile',
      'Orders',
      'Wishlist',
      'Referrals & Bonuses',
      'Tracking',
      'Sign out',
    ]);
    const href = (name: string) => within(drawer).getByRole('link', { name }).getAttribute('href');
    expect(href('Profile')).toBe('/profile');
    expect(href('Orders')).toBe('/orders');
    expect(href('Wishlist')).toBe('/wishlist');
    expect(href('Referrals & Bonuses')).toBe('/referrals');
    const tracking = within(drawer).getByRole('link', { name: 'Tracking' });
    expect(tracking.getAttribute('href')).toBe(site.trackingPortalUrl);
    expect(tracking.getAttribute('target')).toBe('_blank');
  });

  it('signs out from the drawer and closes it', () => {
    useSessionStore.setState({ user: ann });
    renderMenu();
    const drawer = openDrawer('Account: Ann Lee');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Sign out' }));
    expect(session.signOutEverywhere).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('shows the ADMIN badge to admins', () => {
    useSessionStore.setState({ user: ann, role: 'admin' });
    renderMenu();
    const drawer = openDrawer('Account: Ann Lee');
    expect(within(drawer).getByText('ADMIN')).toBeTruthy();
  });
});
