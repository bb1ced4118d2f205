// What other features may use of challenge: the proof-of-work a drop order (or raffle entry)
// carries in `X-Altcha` (issue 23). The widget itself loads only when a solve is needed.
import { ALTCHA_HEADER } from '@contract/challenge';
import { ApiError } from '@/lib/api-error';
import { solvedPayload, spendPayload } from './solve';
import { useChallengeStore } from './stores/challenge-store';

/** The server refused for want of a fresh, unspent solution (403 `challenge_required`). */
export const isChallengeRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.code === 'challenge_required';

/**
 * Runs `send` with the `X-Altcha` header when the products include a drop whose page this
 * tab opened (its payload was solved there in the background); when the server still asks
 * for one (a drop added elsewhere, an expired payload), solves one and sends once more. Each
 * payload goes out once: spent or refused, it is never sent again.
 */
export async function withChallenge<T>(
  productIds: readonly string[],
  send: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const { dropIds } = useChallengeStore.getState();
  let payload = productIds.some((id) => dropIds.includes(id)) ? await solvedPayload() : null;
  for (let retried = false; ; retried = true) {
    try {
      return await send(payload ? { [ALTCHA_HEADER]: payload } : {});
    } catch (error) {
      if (retried || !isChallengeRefusal(error)) throw error;
      payload = await solvedPayload();
    } finally {
      if (payload) spendPayload(payload);
    }
  }
}
