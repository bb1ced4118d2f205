import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWishlistStore } from '@/features/wishlist/stores/wishlist-store';
import { useSessionStore } from '@/lib/session-store';
import { makeOrder } from '@/testing/make-order';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { AccountAreaPage, tabFromParam } from './account-area-page';
import { RECOMMENDATIONS_HINT, totalSpent } from './dashboard-tab';

const ann = { uid: 'u1', email: 'ann@example.com', name: 'Ann' };
const robot = makeProduct({ id: 'robot', title: 'Robot', tags: ['mecha'] });
const mech = makeProduct({ id: 'mech', title: 'Mech Two', tags: ['mecha'] });
const plush = makeProduct({ id: 'plush', title: 'Plush Bear', tags: ['plush'] });

function answer() {
  return routeFetch({
    'GET /api/orders': () => ({
      ok: true,
      items: [makeOrder({ id: 'o1', total: 30.1 }), makeOrder({ id: 'o2', total: 19.95 })],
    }),
    'GET /api/products': () => ({ items: [robot, mech, plush] }),
    'GET /api/auth/profile': () => Response.json({ error: 'later' }, { status: 503 }),
  });
}

const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Account sections' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

beforeEach(() => {
  localStorage.clear();
  useWishlistStore.setState({ ids: [] });
  useSessionStore.setState({ user: ann, role: 'user', ready: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('account area', () => {
  it('reads the tab from ?tab=, falling back to the dashboard', () => {
    expect(tabFromParam('orders', false)).toBe('orders');
    expect(tabFromParam(null, false)).toBe('dashboard');
    expect(tabFromParam('nonsense', false)).toBe('dashboard');
    expect(tabFromParam('admin', false)).toBe('dashboard');
    expect(tabFromParam('admin', true)).toBe('admin');
  });

  it('has the eight tabs for users, and opens the one in the URL', () => {
    answer();
    renderRoute(<AccountAreaPage />, { path: '/profile?tab=settings' });
    expect(tabNames()).toEqual([
      'Dashboard',
      'Orders',
      'Wishlist',
      'Tracking',
      'Profile',
      'Promocodes',
      'Referrals',
      'Settings',
    ]);
    expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel').textContent).toContain('Danger zone');
  });

  it('adds the Admin tab (a link to /admin) for admins', () => {
    answer();
    useSessionStore.setState({ role: 'admin' });
    renderRoute(<AccountAreaPage />, { path: '/profile?tab=admin' });
    expect(tabNames().at(-1)).toBe('Admin');
    expect(screen.getByRole('link', { name: 'Open the admin panel' }).getAttribute('href')).toBe(
      '/admin',
    );
  });

  it('moves between tabs with the arrow keys', () => {
    answer();
    renderRoute(<AccountAreaPage />, { path: '/profile?tab=tracking' });
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Tracking' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Profile');
  });

  it('dashboard: order count, total spent, wishlist count and recommendations', async () => {
    answer();
    useWishlistStore.setState({ ids: ['robot'] });
    renderRoute(<AccountAreaPage />, { path: '/profile' });
    const stats = screen.getByRole('list', { name: 'Your account at a glance' });
    expect(await within(stats).findByText('$50.05')).toBeTruthy();
    expect(within(stats).getByRole('link', { name: 'Orders 2' })).toBeTruthy();
    expect(within(stats).getByRole('link', { name: 'Wishlist 1' })).toBeTruthy();
    const picks = screen.getByRole('region', { name: 'Recommended for you' });
    expect(await within(picks).findByText('Mech Two')).toBeTruthy();
    expect(within(picks).queryByText('Robot')).toBeNull();
    expect(within(picks).queryByText('Plush Bear')).toBeNull();
  });

  it('dashboard: the hint to save items when the wishlist is empty', () => {
    answer();
    renderRoute(<AccountAreaPage />, { path: '/profile' });
    expect(
      within(screen.getByRole('region', { name: 'Recommended for you' })).getByText(
        RECOMMENDATIONS_HINT,
      ),
    ).toBeTruthy();
  });

  it('adds order totals in cents', () => {
    expect(totalSpent([{ total: 0.1 }, { total: 0.2 }])).toBe(0.3);
    expect(totalSpent([])).toBe(0);
  });
});
