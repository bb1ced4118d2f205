import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

/** Renders the page at `path`; returns the user who drives it. */
function renderAt(path: string) {
  const user = userEvent.setup();
  renderRoute(<AccountPage />, { path });
  return user;
}

describe('account page tabs', () => {
  it('#register opens Create account; anything else Sign in', () => {
    expect(tabFromHash('#register')).toBe('register');
    expect(tabFromHash('')).toBe('sign-in');
    expect(tabFromHash('#other')).toBe('sign-in');
  });

  it('shows the Create account tab at /account#register', () => {
    renderAt('/account#register');
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('form', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
  });

  it('starts on Sign in and switches tabs by click', async () => {
    const user = renderAt('/account');
    const tablist = screen.getByRole('tablist');
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Sign in', 'Create account']);
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(screen.getByRole('form', { name: 'Create account' })).toBeInTheDocument();
    expect(sync.startSessionSync).toHaveBeenCalled();
  });
});

describe('create account form', () => {
  it("checks 'Passwords do not match' and 'At least 6 characters' before sending", async () => {
    const user = renderAt('/account#register');
    await user.type(screen.getByLabelText('Name'), 'Bea');
    await user.type(screen.getByLabelText('Email'), 'bea@example.com');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.type(screen.getByLabelText('Confirm password'), '12346');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('At least 6 characters')).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    expect(sync.register).not.toHaveBeenCalled();
  });

  it("registers and says 'Registration successful!'", async () => {
    const user = renderAt('/account#register');
    await user.type(screen.getByLabelText('Name'), 'Bea');
    await user.type(screen.getByLabelText('Email'), 'bea@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(sync.register).toHaveBeenCalledWith('Bea', 'bea@example.com', 'secret1');
  });

  it('shows the provider error in plain words under the form', async () => {
    sync.register.mockRejectedValueOnce({ code: 'auth/email-already-in-use' });
    const user = renderAt('/account#register');
    await user.type(screen.getByLabelText('Name'), 'Bea');
    await user.type(screen.getByLabelText('Email'), 'bea@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This email is already registered. Sign in instead.',
    );
  });
});

describe('sign in form', () => {
  it("signs in and says 'Welcome back!'", async () => {
    const user = renderAt('/account');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(sync.signIn).toHaveBeenCalledWith('ann@example.com', 'secret1');
  });

  it("falls back to 'Login error' for errors without a known code", async () => {
    sync.signIn.mockRejectedValueOnce(new Error('boom'));
    const user = renderAt('/account');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Login error');
  });
});

describe('signed in', () => {
  it('shows the name, the ADMIN badge, a link to /orders and Sign out', async () => {
    useSessionStore.setState({
      user: { uid: 'u1', email: 'ann@example.com', name: 'Ann' },
      role: 'admin',
    });
    const user = renderAt('/account');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AnnADMIN');
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/orders');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(sync.signOut).toHaveBeenCalled();
    expect(screen.getByRole('complementary', { name: 'Why buy here' })).toBeInTheDocument();
  });

  it('waits while a returning user is being checked', () => {
    useSessionStore.setState({ ready: false });
    renderAt('/account');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
