import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/error-boundary';
import { useSessionStore } from '@/lib/session-store';
import { onRussianPage } from '@/testing/russian-page';
import { NotFoundPage } from './not-found-page';
import { SessionGate } from './session-gate';

vi.mock('./session', () => ({ startSession: vi.fn(() => Promise.resolve()) }));

function renderGate() {
  render(
    <MemoryRouter>
      <SessionGate>
        <p>Secret page</p>
      </SessionGate>
    </MemoryRouter>,
  );
}

function Boom(): never {
  throw new Error('render failed');
}

onRussianPage();

describe('app pages on a Russian page', () => {
  it('when a page is not found, then it says so in Russian with a way home', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Страница не найдена · Toy Store');
  });

  it('when a guest opens an account page, then the prompt to sign in is Russian', () => {
    useSessionStore.setState({ user: null, ready: true });
    renderGate();
    expect(
      screen.getByRole('heading', { name: 'Пожалуйста, войдите в аккаунт.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Создать аккаунт' })).toBeInTheDocument();
  });

  it('when the session is still being checked, then the loader says so in Russian', () => {
    useSessionStore.setState({ user: null, ready: false });
    renderGate();
    expect(screen.getByRole('status')).toHaveTextContent('Проверяем вход…');
  });

  it('when rendering crashes, then the crash screen is Russian', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Что-то пошло не так… Обновите страницу, чтобы продолжить.',
    );
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
  });
});
