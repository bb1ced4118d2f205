import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../core/firebase';
import { loyaltyErrors } from './loyalty.errors';
import { loyaltyLog } from './loyalty.log';

/**
 * Attempts of a balance-changing transaction. Spends of one account contend on its document;
 * the Admin SDK itself refuses more than 10 back-offs, so 10 is the real ceiling (as for
 * orders).
 */
export const LOYALTY_TRANSACTION_MAX_ATTEMPTS = 10;

/** Firestore gave up because of contention (ABORTED after retries). */
function isContention(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  const message = err instanceof Error ? err.message : '';
  return code === 10 || message.includes('Exceeded maximum number of retries');
}

/**
 * Runs `work` as one Firestore transaction: every balance change happens in here, so a
 * balance and its ledger entry are written together or not at all. Contention that
 * outlasts the retries is a 503 the client may retry, never a 500.
 */
export async function inLoyaltyTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  let attempts = 0;
  try {
    return await db.runTransaction(
      (tx) => {
        attempts += 1;
        return work(tx);
      },
      { maxAttempts: LOYALTY_TRANSACTION_MAX_ATTEMPTS },
    );
  } catch (err) {
    if (!isContention(err)) throw err;
    loyaltyLog.contention({ attempts });
    throw loyaltyErrors.busy();
  }
}
