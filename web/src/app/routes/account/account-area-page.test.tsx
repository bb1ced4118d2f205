import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useWishlistStore } from '@/features/wishlist';
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
  useSessionStore.setState({ user: ann });
});

describe('account area', () => {
  it('reads the tab from ?tab=, falling back to the dashboard', () => {
    expect(tabFromParam('orders', false)).toBe('orders');
    expect(tabFromParam(null, false)).toBe('dashboard');
    expect(tabFromParam('nonsense', false)).toBe('dashboard');
    expect(tabFromParam('admin', false)).toBe('dashboard');
    expect(tabFromParam('admin', true)).toBe('admin');
  });

  it('has the eight tabs for users, and opens the one in the URL', async () => {
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
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    // The Settings tab is a chunk of the account feature: it shows once that has loaded.
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'Danger zone' })).toBeInTheDocument();
  });

  it('adds the Admin tab (a link to /admin) for admins', () => {
    answer();
    useSessionStore.setState({ role: 'admin' });
    renderRoute(<AccountAreaPage />, { path: '/profile?tab=admin' });
    expect(tabNames().at(-1)).toBe('Admin');
    expect(screen.getByRole('link', { name: 'Open the admin panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    answer();
    renderRoute(<AccountAreaPage />, { path: '/profile?tab=tracking' });
    await user.click(screen.getByRole('tab', { name: 'Tracking' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
  });

  it('dashboard: order count, total spent, wishlist count and recommendations', async () => {
    answer();
    useWishlistStore.setState({ ids: ['robot'] });
    renderRoute(<AccountAreaPage />, { path: '/profile' });
    const stats = screen.getByRole('list', { name: 'Your account at a glance' });
    expect(await within(stats).findByText('$50.05')).toBeInTheDocument();
    expect(within(stats).getByRole('link', { name: 'Orders 2' })).toBeInTheDocument();
    expect(within(stats).getByRole('link', { name: 'Wishlist 1' })).toBeInTheDocument();
    const picks = screen.getByRole('region', { name: 'Recommended for you' });
    expect(await within(picks).findByText('Mech Two')).toBeInTheDocument();
    expect(within(picks).queryByText('Robot')).not.toBeInTheDocument();
    expect(within(picks).queryByText('Plush Bear')).not.toBeInTheDocument();
  });

  it('dashboard: the hint to save items when the wishlist is empty', () => {
    answer();
    renderRoute(<AccountAreaPage />, { path: '/profile' });
    expect(
      within(screen.getByRole('region', { name: 'Recommended for you' })).getByText(
        RECOMMENDATIONS_HINT,
      ),
    ).toBeInTheDocument();
  });

  it('adds order totals in cents', () => {
    expect(totalSpent([{ total: 0.1 }, { total: 0.2 }])).toBe(0.3);
    expect(totalSpent([])).toBe(0);
  });
});
