import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { isReauthRequired, registerRecentSignInPrompt, withRecentSignIn } from './recent-sign-in';

const reauth = () =>
  new ApiError(401, 'Please enter your password again', { code: 'reauth_required' });

let unregister: (() => void) | undefined;
afterEach(() => {
  unregister?.();
  unregister = undefined;
});

/** A call refused for an old sign-in `refusals` times, then answering 'passport'. */
function refusedCall(refusals = 1) {
  let left = refusals;
  return vi.fn(() => (left-- > 0 ? Promise.reject(reauth()) : Promise.resolve('passport')));
}

describe('withRecentSignIn', () => {
  it('when the server wants a recent sign-in and the person confirms, then the call is made once more', async () => {
    const prompt = vi.fn(() => Promise.resolve(true));
    unregister = registerRecentSignInPrompt(prompt);
    const call = refusedCall();
    await expect(withRecentSignIn(call)).resolves.toBe('passport');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('when the person cancels, then the reauth_required error stands and the call is not repeated', async () => {
    unregister = registerRecentSignInPrompt(() => Promise.resolve(false));
    const call = refusedCall();
    await expect(withRecentSignIn(call)).rejects.toMatchObject({ code: 'reauth_required' });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('when nobody can be asked (no prompt, or it failed), then the error stands', async () => {
    await expect(withRecentSignIn(refusedCall())).rejects.toSatisfy(isReauthRequired);
    unregister = registerRecentSignInPrompt(() => Promise.reject(new Error('offline')));
    await expect(withRecentSignIn(refusedCall())).rejects.toSatisfy(isReauthRequired);
  });

  it('when another error comes, then nobody is asked', async () => {
    const prompt = vi.fn(() => Promise.resolve(true));
    unregister = registerRecentSignInPrompt(prompt);
    const call = vi.fn(() => Promise.reject(new ApiError(403, 'Admin access required')));
    await expect(withRecentSignIn(call)).rejects.toMatchObject({ status: 403 });
    expect(prompt).not.toHaveBeenCalled();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('when the repeated call is refused again, then its error stands: one prompt per call', async () => {
    const prompt = vi.fn(() => Promise.resolve(true));
    unregister = registerRecentSignInPrompt(prompt);
    await expect(withRecentSignIn(refusedCall(2))).rejects.toSatisfy(isReauthRequired);
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('when several calls are refused at once, then one prompt answers them all', async () => {
    let confirm: (confirmed: boolean) => void = () => undefined;
    const prompt = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          confirm = resolve;
        }),
    );
    unregister = registerRecentSignInPrompt(prompt);
    const both = Promise.all([withRecentSignIn(refusedCall()), withRecentSignIn(refusedCall())]);
    await vi.waitFor(() => {
      expect(prompt).toHaveBeenCalledTimes(1);
    });
    confirm(true);
    await expect(both).resolves.toEqual(['passport', 'passport']);
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('when a prompt is replaced and the old one unregisters late, then the new one stays', async () => {
    const first = registerRecentSignInPrompt(() => Promise.resolve(false));
    unregister = registerRecentSignInPrompt(() => Promise.resolve(true));
    first();
    await expect(withRecentSignIn(refusedCall())).resolves.toBe('passport');
  });
});
