// Step-up sign-in. Passport data and the orders export answer an admin 401 `reauth_required`
// when their sign-in is older than 10 minutes. The api client then asks whoever registered a
// prompt here (the app's RecentSignInSlot, which asks for the password and starts a fresh
// session) and repeats the call once, so the admin goes on where they were. Kept free of
// React and the Firebase SDK: the api client, and so the first load, imports it.
import { ApiError } from './api-error';

/** Resolves true once a fresh session is in place, false when the person declined. */
export type RecentSignInPrompt = () => Promise<boolean>;

let prompt: RecentSignInPrompt | null = null;
let pending: Promise<boolean> | null = null;

/** Makes `next` the prompt (one at a time); the returned function removes it again. */
export function registerRecentSignInPrompt(next: RecentSignInPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

/** The server's answer to an admin whose sign-in is too old for what they asked. */
export const isReauthRequired = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'reauth_required';

/**
 * Asks for a recent sign-in: calls refused at the same time (a list and a detail, say)
 * share one prompt. False at once when no prompt is registered, or when it failed.
 */
function confirmRecentSignIn(): Promise<boolean> {
  if (!prompt) return Promise.resolve(false);
  pending ??= prompt()
    .catch(() => false)
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * `call`, and when the server wants a recent sign-in, once more after the person signed in
 * again. Declined (or nobody to ask), the `reauth_required` error stands.
 */
export async function withRecentSignIn<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isReauthRequired(error) || !(await confirmRecentSignIn())) throw error;
  }
  return call();
}
