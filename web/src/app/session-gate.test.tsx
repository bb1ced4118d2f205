import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { SessionGate } from './session-gate';

vi.mock('./session', () => ({ startSession: vi.fn(() => Promise.resolve()) }));

function renderGate(audience?: 'account' | 'admin') {
  render(
    <MemoryRouter>
      <SessionGate audience={audience}>
        <p>Secret page</p>
      </SessionGate>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useSessionStore.setState({ user: null, role: 'user', ready: true });
});

describe('SessionGate', () => {
  it('asks a guest on an account page to sign in', () => {
    renderGate();
    expect(screen.getByRole('heading', { name: 'Please sign in.' })).toBeInTheDocument();
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('tells a guest on an admin page that it is for admins, with a way to sign in', () => {
    renderGate('admin');
    expect(
      screen.getByRole('heading', { name: 'Admin only. Sign in with an admin email.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account');
    expect(screen.queryByText('Please sign in.')).not.toBeInTheDocument();
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user', () => {
    useSessionStore.setState({ user: { uid: 'u1', email: 'ann@example.com', name: 'Ann' } });
    renderGate('admin');
    expect(screen.getByText('Secret page')).toBeInTheDocument();
  });
});
