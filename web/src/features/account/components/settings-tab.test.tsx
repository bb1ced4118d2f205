import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { offlineProfileKey } from '../offline-profile';
import { FINAL_CONFIRM, SettingsTab } from './settings-tab';

const sync = vi.hoisted(() => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock('@/features/auth/session-sync', () => sync);

const ann = { uid: 'u1', email: 'ann@example.com', name: 'Ann' };

function startDeleting() {
  renderRoute(<SettingsTab user={ann} />);
  fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  const input = screen.getByLabelText('Type DELETE to confirm');
  const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Delete my account' });
  return {
    button,
    type: (value: string) => {
      fireEvent.change(input, { target: { value } });
    },
  };
}

/** happy-dom has no window.confirm: stand in for the browser's dialog. */
function answerConfirm(answer: boolean) {
  const confirm = vi.fn<(message?: string) => boolean>(() => answer);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('delete account', () => {
  it('needs DELETE typed exactly before the button works', () => {
    const fetchMock = routeFetch({});
    const { button, type } = startDeleting();
    expect(button.disabled).toBe(true);
    for (const almost of ['delete', 'DELETE ', 'DELET', ' DELETE']) {
      type(almost);
      expect(button.disabled).toBe(true);
    }
    type('DELETE');
    expect(button.disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing when the final confirm is declined', () => {
    const confirm = answerConfirm(false);
    const fetchMock = routeFetch({});
    const { button, type } = startDeleting();
    type('DELETE');
    fireEvent.click(button);
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
    const { button, type } = startDeleting();
    type('DELETE');
    fireEvent.click(button);

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

  it('a failure is only logged and the button works again', async () => {
    answerConfirm(true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    routeFetch({
      'DELETE /api/auth/delete-account': () => Response.json({ error: 'nope' }, { status: 500 }),
    });
    const { button, type } = startDeleting();
    type('DELETE');
    fireEvent.click(button);
    expect(button.textContent).toBe('Deleting...');

    await waitFor(() => {
      expect(error).toHaveBeenCalled();
    });
    expect(button.textContent).toBe('Delete my account');
    expect(button.disabled).toBe(false);
    expect(sync.signOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
