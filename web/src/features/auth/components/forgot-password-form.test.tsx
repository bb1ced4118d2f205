import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-with-providers';
import { AccountPage } from './account-page';

const sync = vi.hoisted(() => ({
  startSessionSync: vi.fn(() => Promise.resolve()),
  signIn: vi.fn(() => Promise.resolve()),
  register: vi.fn(() => Promise.resolve()),
  signOut: vi.fn(() => Promise.resolve()),
}));
vi.mock('../session-sync', () => sync);

const firebase = vi.hoisted(() => ({
  sendPasswordReset: vi.fn<(email: string) => Promise<void>>(() => Promise.resolve()),
}));
vi.mock('@/lib/firebase', () => firebase);

const SAME_WORDS =
  'If an account exists for that e-mail, we sent a link to reset your password. Check your inbox.';

async function openResetForm(typedEmail = '') {
  const user = userEvent.setup();
  renderRoute(<AccountPage />, { path: '/account' });
  if (typedEmail) await user.type(screen.getByLabelText('Email'), typedEmail);
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  const form = screen.getByRole('form', { name: 'Reset your password' });
  return { user, form, email: within(form).getByLabelText('Email') };
}

describe('forgot password', () => {
  it('opens from the sign-in tab with the typed e-mail, focused', async () => {
    const { email } = await openResetForm('ann@example.com');
    expect(email).toHaveValue('ann@example.com');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('sends the reset e-mail and answers the neutral words', async () => {
    const { user } = await openResetForm('ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(firebase.sendPasswordReset).toHaveBeenCalledWith('ann@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(SAME_WORDS);
  });

  it('answers the same words for an unknown address (EMAIL_NOT_FOUND is swallowed)', async () => {
    firebase.sendPasswordReset.mockRejectedValueOnce({ code: 'auth/user-not-found' });
    const { user, email } = await openResetForm();
    await user.type(email, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SAME_WORDS);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the address before sending, and names a malformed one the provider rejects', async () => {
    const { user, email } = await openResetForm();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(firebase.sendPasswordReset).not.toHaveBeenCalled();

    firebase.sendPasswordReset.mockRejectedValueOnce({ code: 'auth/invalid-email' });
    await user.type(email, 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says when the network failed, and the button works again', async () => {
    firebase.sendPasswordReset.mockRejectedValueOnce({ code: 'auth/network-request-failed' });
    const { user } = await openResetForm('ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error: check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it("'Back to sign in' returns to the sign-in form, keeping the e-mail", async () => {
    const { user, email } = await openResetForm('ann@example.com');
    await user.clear(email);
    await user.type(email, 'bea@example.com');
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(within(form).getByLabelText('Email')).toHaveValue('bea@example.com');
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toHaveFocus();
  });
});
