import { useChallengeStore } from './stores/challenge-store';

/** A payload this close to its challenge's expiry is solved anew rather than sent. */
const FRESH_MARGIN_MS = 60_000;

let solving: Promise<string> | null = null;

/**
 * Solves a new challenge with the ALTCHA widget, loaded on first use (its own chunk, with its
 * stylesheet and a same-origin worker: nothing the CSP must loosen for).
 */
async function solveNew(): Promise<string> {
  useChallengeStore.setState({ status: 'solving' });
  try {
    const { solveNewChallenge } = await import('./altcha-solver');
    const { payload, expiresAtMs } = await solveNewChallenge();
    useChallengeStore.setState({ status: 'ready', payload, expiresAtMs });
    return payload;
  } catch (error) {
    useChallengeStore.setState({ status: 'failed', payload: null, expiresAtMs: 0 });
    throw error;
  }
}

/** The unspent payload when still fresh, else a new one (one solve at a time per tab). */
export function solvedPayload(nowMs = Date.now()): Promise<string> {
  const { payload, expiresAtMs } = useChallengeStore.getState();
  if (payload && expiresAtMs - nowMs > FRESH_MARGIN_MS) return Promise.resolve(payload);
  solving ??= solveNew().finally(() => {
    solving = null;
  });
  return solving;
}

/** A payload went with an order (placed or refused): it is never sent again. */
export function spendPayload(payload: string): void {
  if (useChallengeStore.getState().payload === payload) {
    useChallengeStore.setState({ payload: null, expiresAtMs: 0, status: 'idle' });
  }
}
