import { create } from 'zustand';

/** Where the browser check of this tab stands (shown on a drop page). */
export type ChallengeStatus = 'idle' | 'solving' | 'ready' | 'failed';

interface ChallengeState {
  status: ChallengeStatus;
  /** The solved payload (the `X-Altcha` value), unspent, or null. */
  payload: string | null;
  /** When the payload's challenge expires (ms since the epoch), 0 without one. */
  expiresAtMs: number;
  /** Drop products whose page this tab opened: orders of them send the payload up front. */
  dropIds: readonly string[];
}

/** In memory only: a payload is single-use and short-lived, never worth keeping. */
export const useChallengeStore = create<ChallengeState>(() => ({
  status: 'idle',
  payload: null,
  expiresAtMs: 0,
  dropIds: [],
}));

export function rememberDrop(productId: string): void {
  const { dropIds } = useChallengeStore.getState();
  if (!dropIds.includes(productId))
    useChallengeStore.setState({ dropIds: [...dropIds, productId] });
}
