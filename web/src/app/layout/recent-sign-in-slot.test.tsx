import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for the accounts feature's password prompt: the slot is what is under test.
const loader = vi.hoisted(() => ({ fails: false }));
vi.mock('@/features/auth/shell', () => ({
  loadRecentSignInDialog: () =>
    loader.fails
      ? Promise.reject(new Error('offline'))
      : Promise.resolve({
          RecentSignInDialog: ({
            onConfirmed,
            onCancel,
          }: {
            onConfirmed: () => void;
            onCancel: () => void;
          }) => (
            <div role="dialog" aria-label="Confirm it's you">
              <button type="button" onClick={onConfirmed}>
                Confirm
              </button>
              <button type="button" onClick={onCancel}>
                Cancel
              </button>
            </div>
          ),
        }),
}));

/** The slot and the api client's side of it, fresh (the lazy prompt is cached per module). */
async function mountSlot() {
  vi.resetModules();
  const [{ RecentSignInSlot }, { withRecentSignIn }, { ApiError }] = await Promise.all([
    import('./recent-sign-in-slot'),
    import('@/lib/recent-sign-in'),
    import('@/lib/api-error'),
  ]);
  const { unmount } = render(<RecentSignInSlot />);
  /** Refused once for an old sign-in, then answering. */
  const refusedOnce = () => {
    let refused = false;
    return vi.fn(() => {
      if (refused) return Promise.resolve('passport');
      refused = true;
      return Promise.reject(new ApiError(401, 'Sign in again', { code: 'reauth_required' }));
    });
  };
  return { withRecentSignIn, refusedOnce, unmount };
}

beforeEach(() => {
  loader.fails = false;
});

describe('RecentSignInSlot', () => {
  it('when a call is refused for an old sign-in, then the prompt opens; confirmed, the call is repeated and the prompt goes', async () => {
    const { withRecentSignIn, refusedOnce } = await mountSlot();
    const call = refusedOnce();
    const answer = withRecentSignIn(call);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe('passport');
    expect(call).toHaveBeenCalledTimes(2);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('when the admin cancels, then the refusal stands and the prompt goes', async () => {
    const { withRecentSignIn, refusedOnce } = await mountSlot();
    const answer = withRecentSignIn(refusedOnce()).catch((error: unknown) => error);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await answer).toMatchObject({ code: 'reauth_required' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the prompt cannot be loaded, then the refusal stands instead of a broken page', async () => {
    loader.fails = true;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { withRecentSignIn, refusedOnce } = await mountSlot();
    await expect(withRecentSignIn(refusedOnce())).rejects.toMatchObject({
      code: 'reauth_required',
    });
  });

  it('when the slot is gone, then nobody is asked', async () => {
    const { withRecentSignIn, refusedOnce, unmount } = await mountSlot();
    unmount();
    const call = refusedOnce();
    await expect(withRecentSignIn(call)).rejects.toMatchObject({ code: 'reauth_required' });
    expect(call).toHaveBeenCalledTimes(1);
  });
});
