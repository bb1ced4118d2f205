import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { renderRoute } from '@/testing/render-with-providers';
import { AccountPage, tabFromHash } from './account-page';

const sync = vi.hoisted(() => ({
  startSessionSync: vi.fn(() => Promise.resolve()),
  signIn: vi.fn(() => Promise.resolve()),
  register: vi.fn(() => Promise.resolve()),
  signOut: vi.fn(() => Promise.resolve()),
}));
vi.mock('../session-sync', () => sync);

const renderAt = (path: string) => renderRoute(<AccountPage />, { path });

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => {
  useSessionStore.setState({ user: null, role: 'user', ready: true });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('account page tabs', () => {
  it('#register opens Create account; anything else Sign in', () => {
    expect(tabFromHash('#register')).toBe('register');
    expect(tabFromHash('')).toBe('sign-in');
    expect(tabFromHash('#other')).toBe('sign-in');
  });

  it('shows the Create account tab at /account#register', () => {
    renderAt('/account#register');
    expect(screen.getByRole('tab', { name: 'Create account' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('form', { name: 'Create account' })).toBeTruthy();
    expect(screen.getByLabelText('Confirm password')).toBeTruthy();
  });

  it('starts on Sign in and switches tabs by click', () => {
    renderAt('/account');
    const tablist = screen.getByRole('tablist');
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Sign in', 'Create account']);
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(screen.getByRole('form', { name: 'Create account' })).toBeTruthy();
    expect(sync.startSessionSync).toHaveBeenCalled();
  });
});

describe('create account form', () => {
  it("checks 'Passwords do not match' and 'At least 6 characters' before sending", () => {
    renderAt('/account#register');
    type('Name', 'Bea');
    type('Email', 'bea@example.com');
    type('Password', '12345');
    type('Confirm password', '12346');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('At least 6 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(sync.register).not.toHaveBeenCalled();
  });

  it("registers and says 'Registration successful!'", async () => {
    renderAt('/account#register');
    type('Name', 'Bea');
    type('Email', 'bea@example.com');
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration successful!')).toBeTruthy();
    expect(sync.register).toHaveBeenCalledWith('Bea', 'bea@example.com', 'secret1');
  });

  it('shows the provider error in plain words under the form', async () => {
    sync.register.mockRejectedValueOnce({ code: 'auth/email-already-in-use' });
    renderAt('/account#register');
    type('Name', 'Bea');
    type('Email', 'bea@example.com');
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This email is already registered. Sign in instead.',
    );
  });
});

describe('sign in form', () => {
  it("signs in and says 'Welcome back!'", async () => {
    renderAt('/account');
    type('Email', 'ann@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(sync.signIn).toHaveBeenCalledWith('ann@example.com', 'secret1');
  });

  it("falls back to 'Login error' for errors without a known code", async () => {
    sync.signIn.mockRejectedValueOnce(new Error('boom'));
    renderAt('/account');
    type('Email', 'ann@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Login error');
  });
});

describe('signed in', () => {
  it('shows the name, the ADMIN badge, a link to /orders and Sign out', () => {
    useSessionStore.setState({
      user: { uid: 'u1', email: 'ann@example.com', name: 'Ann' },
      role: 'admin',
    });
    renderAt('/account');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AnnADMIN');
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/orders');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(sync.signOut).toHaveBeenCalled();
    expect(screen.getByRole('complementary', { name: 'Why buy here' })).toBeTruthy();
  });

  it('waits while a returning user is being checked', () => {
    useSessionStore.setState({ ready: false });
    renderAt('/account');
    expect(screen.getByRole('status').textContent).toContain('Checking your session');
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
