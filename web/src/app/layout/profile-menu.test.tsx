import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
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

async function openDrawer(user: UserEvent, buttonName: string) {
  await user.click(screen.getByRole('button', { name: buttonName }));
  // The drawer is a chunk of its own, loaded on the first opening.
  return screen.findByRole('dialog', { name: 'Account' });
}

const itemNames = (drawer: HTMLElement) =>
  within(drawer)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('profileLabel', () => {
  it('is the name, else the e-mail, else Profile', () => {
    expect(profileLabel(ann)).toBe('Ann Lee');
    expect(profileLabel({ ...ann, name: '  ' })).toBe('ann@example.com');
    expect(profileLabel({ ...ann, name: '', email: '' })).toBe('Profile');
    expect(profileLabel(null)).toBe('Profile');
  });
});

describe('profile drawer', () => {
  it('signed out: Sign in and Create account', async () => {
    const user = userEvent.setup();
    renderMenu();
    const drawer = await openDrawer(user, 'Profile');
    expect(itemNames(drawer)).toEqual(['Sign in', 'Create account']);
    expect(within(drawer).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(within(drawer).getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/account#register',
    );
  });

  it('signed in: the name on the button and the six account items', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ user: ann });
    renderMenu();
    expect(screen.getByRole('button', { name: 'Account: Ann Lee' }).textContent).toBe('Ann Lee');
    const drawer = await openDrawer(user, 'Account: Ann Lee');
    expect(itemNames(drawer)).toEqual([
      'Profile',
      'Orders',
      'Wishlist',
      'Referrals & Bonuses',
      'Tracking',
      'Sign out',
    ]);
    const link = (name: string) => within(drawer).getByRole('link', { name });
    expect(link('Profile')).toHaveAttribute('href', '/profile');
    expect(link('Orders')).toHaveAttribute('href', '/orders');
    expect(link('Wishlist')).toHaveAttribute('href', '/wishlist');
    expect(link('Referrals & Bonuses')).toHaveAttribute('href', '/referrals');
    expect(link('Tracking')).toHaveAttribute('href', site.trackingPortalUrl);
    expect(link('Tracking')).toHaveAttribute('target', '_blank');
  });

  it('signs out from the drawer and closes it', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ user: ann });
    renderMenu();
    const drawer = await openDrawer(user, 'Account: Ann Lee');
    await user.click(within(drawer).getByRole('button', { name: 'Sign out' }));
    expect(session.signOutEverywhere).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('shows the ADMIN badge to admins', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ user: ann, role: 'admin' });
    renderMenu();
    const drawer = await openDrawer(user, 'Account: Ann Lee');
    expect(within(drawer).getByText('ADMIN')).toBeInTheDocument();
  });
});
