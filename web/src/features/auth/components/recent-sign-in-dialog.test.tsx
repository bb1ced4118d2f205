import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { useSessionStore } from '@/lib/session-store';
import { RecentSignInDialog } from './recent-sign-in-dialog';

const sync = vi.hoisted(() => ({
  confirmPassword: vi.fn<(password: string) => Promise<void>>(() => Promise.resolve()),
}));
vi.mock('../session-sync', () => sync);

function open() {
  useSessionStore
    .getState()
    .setSession({ uid: 'a1', email: 'admin@example.com', name: 'Admin' }, 'admin', true);
  const onConfirmed = vi.fn();
  const onCancel = vi.fn();
  render(<RecentSignInDialog onConfirmed={onConfirmed} onCancel={onCancel} />);
  const dialog = screen.getByRole('dialog', { name: "Confirm it's you" });
  return { user: userEvent.setup(), dialog, onConfirmed, onCancel };
}

describe('RecentSignInDialog', () => {
  it('asks for the password of the signed-in admin in a labelled, focused field', () => {
    const { dialog } = open();
    expect(dialog).toHaveTextContent('admin@example.com');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveFocus();
  });

  it('signs in again with the typed password, then says it is confirmed', async () => {
    const { user, onConfirmed, onCancel } = open();
    await user.type(screen.getByLabelText(/^Password/), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(sync.confirmPassword).toHaveBeenCalledWith('admin123');
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('sends nothing without a password, and says so at the field', async () => {
    const { user, onConfirmed } = open();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(sync.confirmPassword).not.toHaveBeenCalled();
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('on a wrong password, says so and stays open for another try', async () => {
    sync.confirmPassword.mockRejectedValueOnce({ code: 'auth/invalid-credential' });
    const { user, onConfirmed } = open();
    await user.type(screen.getByLabelText(/^Password/), 'nope');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong password. Please try again.');
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(sync.confirmPassword).toHaveBeenLastCalledWith('admin123');
    expect(onConfirmed).toHaveBeenCalledTimes(1);
  });

  it("on the server's refusal, shows its words", async () => {
    sync.confirmPassword.mockRejectedValueOnce(new ApiError(429, 'Too many sign-ins'));
    const { user } = open();
    await user.type(screen.getByLabelText(/^Password/), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-ins');
  });

  it('Cancel closes it without signing in', async () => {
    const { user, onCancel } = open();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(sync.confirmPassword).not.toHaveBeenCalled();
  });
});
