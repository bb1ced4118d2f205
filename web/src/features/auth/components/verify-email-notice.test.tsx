import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { renderRoute } from '@/testing/render-with-providers';
import { VerifyEmailNotice } from './verify-email-notice';

const sync = vi.hoisted(() => ({
  refreshEmailVerification: vi.fn<() => Promise<boolean>>(() => Promise.resolve(false)),
  resendVerificationEmail: vi.fn<() => Promise<void>>(() => Promise.resolve()),
}));
vi.mock('../session-sync', () => sync);

const ann = { uid: 'u1', email: 'ann@example.com', name: 'Ann' };

function renderNotice() {
  renderRoute(<VerifyEmailNotice email={ann.email} />);
  return screen.queryByRole('region', { name: 'Verify your e-mail' });
}

beforeEach(() => {
  useSessionStore.setState({ user: ann, role: 'user', emailVerified: false, ready: true });
  sync.refreshEmailVerification.mockImplementation(() => Promise.resolve(false));
  sync.resendVerificationEmail.mockImplementation(() => Promise.resolve());
});

describe('verify your e-mail notice', () => {
  it('is not shown once the e-mail is verified', () => {
    useSessionStore.setState({ emailVerified: true });
    expect(renderNotice()).not.toBeInTheDocument();
    expect(sync.refreshEmailVerification).not.toHaveBeenCalled();
  });

  it('says where the link went, and checks quietly when it appears', async () => {
    const notice = renderNotice();
    expect(notice).toBeInTheDocument();
    expect(notice).toHaveTextContent('We sent a link to ann@example.com');
    await vi.waitFor(() => {
      expect(sync.refreshEmailVerification).toHaveBeenCalledTimes(1);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("'I've verified' says so when it is not verified yet", async () => {
    const user = userEvent.setup();
    renderNotice();
    await user.click(screen.getByRole('button', { name: "I've verified my e-mail" }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your e-mail is not verified yet. Open the link in the e-mail we sent, then try again.',
    );
  });

  it('disappears, with a thank-you, once the server counts the e-mail as verified', async () => {
    const user = userEvent.setup();
    renderNotice();
    await vi.waitFor(() => {
      expect(sync.refreshEmailVerification).toHaveBeenCalledTimes(1);
    });
    sync.refreshEmailVerification.mockImplementationOnce(() => {
      useSessionStore.setState({ role: 'admin', emailVerified: true });
      return Promise.resolve(true);
    });
    await user.click(screen.getByRole('button', { name: "I've verified my e-mail" }));
    expect(await screen.findByText('Thank you: your e-mail is verified.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your e-mail' })).not.toBeInTheDocument();
  });

  it('checks again when the shopper comes back to the tab', async () => {
    renderNotice();
    await vi.waitFor(() => {
      expect(sync.refreshEmailVerification).toHaveBeenCalledTimes(1);
    });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await vi.waitFor(() => {
      expect(sync.refreshEmailVerification).toHaveBeenCalledTimes(2);
    });
  });

  it('a refused refresh asks to sign in again', async () => {
    const { ApiError } = await import('@/lib/api-error');
    const user = userEvent.setup();
    renderNotice();
    await vi.waitFor(() => {
      expect(sync.refreshEmailVerification).toHaveBeenCalled();
    });
    sync.refreshEmailVerification.mockRejectedValueOnce(new ApiError(401, 'Sign in required'));
    await user.click(screen.getByRole('button', { name: "I've verified my e-mail" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please sign out and sign in again to finish the verification.',
    );
  });

  it('resends the e-mail, and says kindly when Firebase asks to wait', async () => {
    const user = userEvent.setup();
    renderNotice();
    const resend = screen.getByRole('button', { name: 'Resend the e-mail' });
    await user.click(resend);
    expect(sync.resendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Sent! Check your inbox');

    sync.resendVerificationEmail.mockRejectedValueOnce({ code: 'auth/too-many-requests' });
    await user.click(resend);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We sent one a moment ago. Please wait a few minutes before asking for another.',
    );
    expect(resend).toBeEnabled();
  });

  it('shows the busy state while sending, and is usable from the keyboard', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    sync.resendVerificationEmail.mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderNotice();
    await user.tab();
    expect(screen.getByRole('button', { name: "I've verified my e-mail" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Resend the e-mail' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    act(() => {
      finish();
    });
    expect(await screen.findByRole('button', { name: 'Resend the e-mail' })).toBeEnabled();
  });
});
