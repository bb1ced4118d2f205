// The sign-in page on a Russian page (/ru/account): the tabs, both forms, their checks and
// the identity provider's errors read Russian. The English texts are asserted beside each form.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { useSessionStore } from '@/lib/session-store';
import { renderRoute } from '@/testing/render-with-providers';
import { authErrorMessage, LOGIN_FALLBACK, validateRegister } from '../credentials';
import { AccountPage } from './account-page';

const sync = vi.hoisted(() => ({
  startSessionSync: vi.fn(() => Promise.resolve()),
  signIn: vi.fn(() => Promise.resolve()),
  register: vi.fn(() => Promise.resolve()),
  signOut: vi.fn(() => Promise.resolve()),
  refreshEmailVerification: vi.fn(() => Promise.resolve(false)),
  resendVerificationEmail: vi.fn(() => Promise.resolve()),
}));
vi.mock('../session-sync', () => sync);

function renderAt(path: string) {
  const user = userEvent.setup();
  renderRoute(<AccountPage />, { path });
  return user;
}

beforeEach(() => {
  setPageLocale('ru');
  useSessionStore.setState({ user: null, ready: true });
});

afterEach(() => {
  setPageLocale('en');
});

describe('sign-in page in Russian', () => {
  it('when a guest opens it, then the tabs and the sign-in form are Russian', () => {
    renderAt('/account');
    expect(screen.getByRole('heading', { level: 1, name: 'Аккаунт' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('tablist', { name: 'Аккаунт' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Войти', 'Создать аккаунт']);
    const form = within(screen.getByRole('form', { name: 'Войти' }));
    expect(form.getByLabelText('Эл. почта')).toBeInTheDocument();
    expect(form.getByLabelText('Пароль')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Забыли пароль?' })).toBeInTheDocument();
  });

  it('when the fields are wrong, then the checks say so in Russian and nothing is sent', async () => {
    const user = renderAt('/account');
    await user.type(screen.getByLabelText('Эл. почта'), 'ann@');
    await user.type(screen.getByLabelText('Пароль'), '123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByText('Укажите корректный адрес эл. почты')).toBeInTheDocument();
    expect(screen.getByText('Не менее 6 символов')).toBeInTheDocument();
    expect(sync.signIn).not.toHaveBeenCalled();
  });

  it('when the identity provider refuses the password, then its error reads Russian', async () => {
    sync.signIn.mockRejectedValueOnce({ code: 'auth/wrong-password' });
    const user = renderAt('/account');
    await user.type(screen.getByLabelText('Эл. почта'), 'ann@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Неверный адрес эл. почты или пароль.',
    );
  });

  it('when the reset form opens, then it is Russian too', async () => {
    const user = renderAt('/account');
    await user.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
    expect(screen.getByRole('heading', { name: 'Сброс пароля' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить ссылку' })).toBeInTheDocument();
  });

  it('when Create account is open, then its fields, hint and checks are Russian', async () => {
    const user = renderAt('/account#register');
    const form = within(screen.getByRole('form', { name: 'Создать аккаунт' }));
    for (const label of ['Имя', 'Эл. почта', 'Пароль', 'Повторите пароль']) {
      expect(form.getByLabelText(label)).toBeInTheDocument();
    }
    expect(form.getByText('Пароль должен содержать не менее 6 символов.')).toBeInTheDocument();
    await user.type(form.getByLabelText('Пароль'), 'secret1');
    await user.type(form.getByLabelText('Повторите пароль'), 'secret2');
    await user.click(form.getByRole('button', { name: 'Создать аккаунт' }));
    expect(form.getByText('Укажите имя')).toBeInTheDocument();
    expect(form.getByText('Укажите адрес эл. почты')).toBeInTheDocument();
    expect(form.getByText('Пароли не совпадают')).toBeInTheDocument();
    expect(sync.register).not.toHaveBeenCalled();
  });
});

describe('signed in, in Russian', () => {
  it('when the e-mail is not verified, then the card and the notice are Russian', async () => {
    useSessionStore.setState({
      user: { uid: 'u1', email: 'ann@example.com', name: 'Ann' },
      role: 'user',
      emailVerified: false,
    });
    const user = renderAt('/account');
    expect(screen.getByText('Вы вошли')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Личный кабинет' })).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Подтвердите адрес эл. почты' });
    expect(notice).toHaveTextContent('Мы отправили ссылку на ann@example.com. Откройте её');
    await user.click(screen.getByRole('button', { name: 'Я подтвердил(а) адрес' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Адрес ещё не подтверждён. Откройте ссылку из нашего письма и попробуйте снова.',
    );
  });
});

describe('credentials in both languages', () => {
  it('when the page is Russian, then checks and fallbacks are Russian; English stays as it was', () => {
    expect(validateRegister({ name: '', email: 'x', password: '1', confirmPassword: '' })).toEqual({
      name: 'Укажите имя',
      email: 'Укажите корректный адрес эл. почты',
      password: 'Не менее 6 символов',
      confirmPassword: 'Пароли не совпадают',
    });
    expect(authErrorMessage(new Error('boom'), LOGIN_FALLBACK)).toBe('Не удалось войти');
    setPageLocale('en');
    expect(authErrorMessage({ code: 'auth/too-many-requests' }, LOGIN_FALLBACK)).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });
});
