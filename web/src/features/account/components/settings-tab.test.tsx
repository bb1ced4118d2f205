import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { offlineProfileKey } from '../offline-profile';
import { FINAL_CONFIRM, SettingsTab } from './settings-tab';

const sync = vi.hoisted(() => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock('@/features/auth/session-sync', () => sync);

const ann = { uid: 'u1', email: 'ann@example.com', name: 'Ann' };

async function startDeleting() {
  const user = userEvent.setup();
  renderRoute(<SettingsTab user={ann} />);
  await user.click(screen.getByRole('button', { name: 'Delete Account' }));
  const input = screen.getByLabelText('Type DELETE to confirm');
  const button = screen.getByRole('button', { name: 'Delete my account' });
  return {
    user,
    button,
    type: async (value: string) => {
      await user.clear(input);
      await user.type(input, value);
    },
  };
}

/** happy-dom has no window.confirm: stand in for the browser's dialog. */
function answerConfirm(answer: boolean) {
  const confirm = vi.fn<(message?: string) => boolean>(() => answer);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}

describe('delete account', () => {
  it('needs DELETE typed exactly before the button works', async () => {
    const fetchMock = routeFetch({});
    const { button, type } = await startDeleting();
    expect(button).toBeDisabled();
    for (const almost of ['delete', 'DELETE ', 'DELET', ' DELETE']) {
      await type(almost);
      expect(button).toBeDisabled();
    }
    await type('DELETE');
    expect(button).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing when the final confirm is declined', async () => {
    const confirm = answerConfirm(false);
    const fetchMock = routeFetch({});
    const { user, button, type } = await startDeleting();
    await type('DELETE');
    await user.click(button);
    expect(confirm).toHaveBeenCalledWith(FINAL_CONFIRM);
    expect(FINAL_CONFIRM).toBe('Are you absolutely sure? This action cannot be undone!');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sync.signOut).not.toHaveBeenCalled();
  });

  it('confirmed: DELETE, then sign out and forget what this browser kept for the account', async () => {
    answerConfirm(true);
    localStorage.setItem(offlineProfileKey('u1'), '{}');
    localStorage.setItem(storageKeys.checkoutDraft('ann@example.com'), '{}');
    const fetchMock = routeFetch({ 'DELETE /api/auth/delete-account': () => ({ ok: true }) });
    const { user, button, type } = await startDeleting();
    await type('DELETE');
    await user.click(button);

    await waitFor(() => {
      expect(sync.signOut).toHaveBeenCalled();
    });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/delete-account');
    await waitFor(() => {
      expect(localStorage.getItem(storageKeys.checkoutDraft('ann@example.com'))).toBeNull();
    });
    expect(localStorage.getItem(offlineProfileKey('u1'))).toBeNull();
  });

  it("a failure shows the API's message and the button works again", async () => {
    answerConfirm(true);
    // The server answers only once the test has seen the button busy.
    let answer: () => void = () => undefined;
    const fetchMock = routeFetch({
      'DELETE /api/auth/delete-account': () =>
        new Promise<Response>((resolve) => {
          answer = () => {
            resolve(Response.json({ error: 'Deletion is unavailable' }, { status: 500 }));
          };
        }),
    });
    const { user, button, type } = await startDeleting();
    await type('DELETE');
    await user.click(button);
    expect(button).toHaveTextContent('Deleting...');
    expect(button).toBeDisabled();
    answer();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not delete your account: Deletion is unavailable',
    );
    expect(button).toHaveTextContent('Delete my account');
    expect(button).toBeEnabled();
    expect(sync.signOut).not.toHaveBeenCalled();

    // Trying again clears the old message while it runs.
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    await user.click(button);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
