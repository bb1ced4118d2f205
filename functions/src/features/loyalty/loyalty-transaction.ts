import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../core/firebase';
import { ConflictRetriesExhausted, retryOnConflict } from '../../core/conflict-retry';
import { loyaltyErrors } from './loyalty.errors';
import { loyaltyLog } from './loyalty.log';

/**
 * Attempts of one balance change before answering 503. A lost race costs one short, jittered
 * wait (core/conflict-retry.ts), never a lock wait. Simultaneous calls about the same order
 * settle in at most two attempts (the second finds the first one's record and answers from
 * it); only changes of one account about different orders keep racing, one winner a round.
 */
export const LOYALTY_CHANGE_MAX_ATTEMPTS = 25;

/**
 * What an attempt may do with its commit: guarded writes only. There is no `get`: the
 * documents simultaneous calls share (the bonus account, its `spend-`/`referral-` entries,
 * `orderBonuses/{orderId}`, the order) are read without locks, and each write says what it
 * relied on: `update` with the `lastUpdateTime` that was read, `create` for a document that
 * must not exist yet (docs/decisions.md, Referrals and bonuses).
 */
export type GuardedWrites = Pick<Transaction, 'create' | 'update'>;

/**
 * Runs one balance change: `attempt` reads what it needs without locks, decides, and queues
 * its writes, which are committed together or not at all (a balance and its ledger entry are
 * never apart). A commit that lost a race (FAILED_PRECONDITION: a guarded document changed
 * since it was read; ALREADY_EXISTS: another call created the record first) runs `attempt`
 * again from its reads, which then answer from what the winner wrote. Each attempt is
 * `runTransaction` with the SDK's retries off: with no reads in it, its commit is one atomic
 * write that fails at once instead of waiting on another request's read lock (the emulator
 * breaks such waits only by a 2 s timeout). Losing `LOYALTY_CHANGE_MAX_ATTEMPTS` races is a
 * 503 the client may retry, never a 500.
 */
export async function runLoyaltyChange<T>(
  attempt: (writes: GuardedWrites) => Promise<T>,
): Promise<T> {
  let attempts = 0;
  try {
    return await retryOnConflict(
      (n) => {
        attempts = n;
        return db.runTransaction((tx) => attempt(tx), { maxAttempts: 1 });
      },
      { maxAttempts: LOYALTY_CHANGE_MAX_ATTEMPTS },
    );
  } catch (err) {
    if (!(err instanceof ConflictRetriesExhausted)) throw err;
    loyaltyLog.contention({ attempts });
    throw loyaltyErrors.busy();
  }
}
