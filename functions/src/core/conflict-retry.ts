import { isFirestoreError } from './firebase-errors';

/**
 * Retries a transaction attempt that lost a race (orders, admin order changes, reviews,
 * loyalty). Firestore reports a lost race as FAILED_PRECONDITION (a guarded document changed
 * after it was read), ABORTED (a lock conflict) or ALREADY_EXISTS (a document this attempt
 * creates was created meanwhile); UNAVAILABLE and DEADLINE_EXCEEDED are worth another try
 * too. Each retry reads everything afresh, and an attempt must be safe to repeat (an order
 * whose commit landed before a lost answer is found by its key record and replayed).
 */
export function isConflict(err: unknown): boolean {
  return isFirestoreError(
    err,
    'FAILED_PRECONDITION',
    'ABORTED',
    'ALREADY_EXISTS',
    'UNAVAILABLE',
    'DEADLINE_EXCEEDED',
  );
}

/**
 * Full-jitter exponential back-off: a random wait up to `base x 2^(attempt-1)`, capped.
 * Short, because a lost race costs no lock wait: the winner has already committed.
 */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}

export const BACKOFF_BASE_MS = 20;
export const BACKOFF_CAP_MS = 1_000;

export class ConflictRetriesExhausted extends Error {
  constructor(readonly attempts: number) {
    super(`Gave up after ${attempts} conflicting attempts`);
    this.name = 'ConflictRetriesExhausted';
  }
}

/** Runs `attempt` until it succeeds, fails for another reason, or `maxAttempts` have lost. */
export async function retryOnConflict<T>(
  attempt: (n: number) => Promise<T>,
  options: { maxAttempts: number; sleep?: (ms: number) => Promise<void> },
): Promise<T> {
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (err) {
      if (!isConflict(err)) throw err;
      if (n >= options.maxAttempts) throw new ConflictRetriesExhausted(n);
      await sleep(backoffMs(n));
    }
  }
}
