import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NotificationsProvider } from '@/components/notifications/notifications-provider';
import { useSessionStore } from '@/lib/session-store';
import { onRussianPage } from '@/testing/russian-page';
import { CookieBanner } from './cookie-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

vi.mock('../session', () => ({ signOutEverywhere: vi.fn(() => Promise.resolve()) }));

/** The shell as a Russian page shows it, at the router's path `path` (`/ru` left out). */
function renderShell(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NotificationsProvider>
        <SiteHeader />
        <SiteFooter />
        <CookieBanner />
      </NotificationsProvider>
    </MemoryRouter>,
  );
}

onRussianPage();

describe('the shell on a Russian page', () => {
  it('when the header renders, then the navigation is Russian and the language link leads to the English twin', () => {
    renderShell('/catalog?q=robot');
    const nav = screen.getByRole('navigation', { name: 'Главное меню' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Главная', 'Каталог', 'Отзывы', 'Поддержка']);
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/catalog?q=robot');
    expect(english).toHaveAttribute('hreflang', 'en');
  });

  it('when the footer renders, then its policy, help and links are Russian', () => {
    renderShell();
    expect(screen.getByRole('heading', { name: 'Доставка и возврат' })).toBeInTheDocument();
    expect(screen.getByText('Поддержка отвечает в течение 24 часов.')).toBeInTheDocument();
    expect(screen.getByText(/^Вопросы о заказе\? Пишите на/)).toBeInTheDocument();
    const footerNav = screen.getByRole('navigation', { name: 'Нижнее меню' });
    expect(
      within(footerNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Конфиденциальность', 'Поддержка', 'Контакты']);
    expect(screen.getByText(/Коллекционные игрушки для взрослых детей\.$/)).toBeInTheDocument();
  });

  it('when no consent is stored, then the cookie banner asks in Russian and links the policy', async () => {
    const user = userEvent.setup();
    renderShell();
    const banner = screen.getByRole('region', { name: 'Согласие на cookies' });
    expect(banner).toHaveTextContent(/^Мы используем cookies/);
    expect(
      within(banner).getByRole('link', { name: 'политике конфиденциальности' }),
    ).toHaveAttribute('href', '/privacy');
    expect(within(banner).getByRole('button', { name: 'Отклонить' })).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Принять' }));
    expect(screen.queryByRole('region', { name: 'Согласие на cookies' })).not.toBeInTheDocument();
  });

  it('when a guest opens the profile drawer, then it offers to sign in, in Russian', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ user: null, ready: true });
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Профиль' }));
    const drawer = await screen.findByRole('dialog', { name: 'Аккаунт' });
    expect(within(drawer).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/account');
    expect(within(drawer).getByRole('link', { name: 'Создать аккаунт' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });

  it('when a customer opens the profile drawer, then the account links are Russian', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ user: { uid: 'u1', email: 'ann@example.com', name: 'Аня' } });
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Аккаунт: Аня' }));
    const drawer = await screen.findByRole('dialog', { name: 'Аккаунт' });
    expect(
      within(drawer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Профиль', 'Заказы', 'Избранное', 'Рефералы и бонусы', 'Отслеживание', 'Выйти']);
  });
});
