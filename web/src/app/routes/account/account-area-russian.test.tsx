// The account area on a Russian page (/ru/profile): its greeting, tabs, dashboard and the
// tabs composed here read Russian; counts take Russian plural forms.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useWishlistStore } from '@/features/wishlist';
import { setPageLocale } from '@/i18n/locale';
import { useSessionStore } from '@/lib/session-store';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { AccountAreaPage } from './account-area-page';

const ann = { uid: 'u1', email: 'ann@example.com', name: 'Ann' };
const products = ['a', 'b', 'c'].map((id) => makeProduct({ id, title: `Toy ${id}` }));

function answer() {
  return routeFetch({
    'GET /api/orders': () => ({ ok: true, items: [] }),
    'GET /api/products': () => ({ items: products }),
    'GET /api/auth/profile': () => Response.json({ error: 'later' }, { status: 503 }),
  });
}

beforeEach(() => {
  setPageLocale('ru');
  useSessionStore.setState({ user: ann, role: 'user', emailVerified: true });
});

afterEach(() => {
  setPageLocale('en');
});

describe('account area in Russian', () => {
  it('when it opens, then the greeting, the tabs and the dashboard are Russian', () => {
    answer();
    renderRoute(<AccountAreaPage />, { path: '/profile' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Здравствуйте, Ann' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('tablist', { name: 'Разделы кабинета' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Обзор',
      'Заказы',
      'Избранное',
      'Отслеживание',
      'Профиль',
      'Промокоды',
      'Рефералы',
      'Настройки',
    ]);
    expect(screen.getByRole('list', { name: 'Кратко о вашем аккаунте' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Рекомендуем вам' })).getByText(
        'Добавляйте товары в избранное, чтобы получать рекомендации.',
      ),
    ).toBeInTheDocument();
    expect(document.querySelector('title')).toHaveTextContent('Личный кабинет · Обзор');
  });

  it('when an admin opens the Admin tab, then it is Russian with its link kept', () => {
    answer();
    useSessionStore.setState({ role: 'admin' });
    renderRoute(<AccountAreaPage />, { path: '/profile?tab=admin' });
    expect(screen.getByRole('tab', { name: 'Админ' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('АДМИН')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть панель администратора' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('when the wishlist holds 1, 3 or 5 products, then the count takes the Russian form', async () => {
    const many = ['a', 'b', 'c', 'd', 'e'].map((id) => makeProduct({ id }));
    routeFetch({
      'GET /api/orders': () => ({ ok: true, items: [] }),
      'GET /api/products': () => ({ items: many }),
    });
    for (const [ids, text] of [
      [['a'], '1 сохранённый товар'],
      [['a', 'b', 'c'], '3 сохранённых товара'],
      [['a', 'b', 'c', 'd', 'e'], '5 сохранённых товаров'],
    ] as const) {
      useWishlistStore.setState({ ids: [...ids] });
      const { unmount } = renderRoute(<AccountAreaPage />, { path: '/profile?tab=wishlist' });
      expect(await screen.findByText(new RegExp(`^${text} ·`))).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Открыть страницу избранного' })).toBeInTheDocument();
      unmount();
    }
  });

  it('when the Tracking tab opens, then it is Russian', () => {
    answer();
    renderRoute(<AccountAreaPage />, { path: '/profile?tab=tracking' });
    expect(screen.getByRole('heading', { name: 'Отследить посылку' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои заказы' })).toBeInTheDocument();
  });

  it('when the Settings tab opens, then the session and danger zone are Russian', async () => {
    answer();
    renderRoute(<AccountAreaPage />, { path: '/profile?tab=settings' });
    const panel = within(screen.getByRole('tabpanel'));
    expect(await panel.findByRole('heading', { name: 'Опасная зона' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Удалить аккаунт' })).toBeInTheDocument();
  });
});
