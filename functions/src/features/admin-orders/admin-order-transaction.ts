import type { Transaction } from 'firebase-admin/firestore';
import { AppError } from '../../core/errors';
import { db } from '../../core/firebase';
import { GRPC_CODES, isFirestoreError } from '../../core/firebase-errors';
import { ConflictRetriesExhausted, retryOnConflict } from '../../core/conflict-retry';
import { invalidateProductCache } from '../products';
import { adminOrdersLog } from './admin-orders.log';

/**
 * Attempts of an admin order change before answering 503. A change loses a race when the
 * order, or a product whose stock it takes back, changed after it was read.
 */
export const ADMIN_ORDER_MAX_ATTEMPTS = 10;

/**
 * A product the change read was deleted before the commit (`update` of a missing document):
 * a lost race like any other, so it is reported as ABORTED and the change runs again, this
 * time skipping the product.
 */
class ReadWentStale extends Error {
  readonly code = GRPC_CODES.ABORTED;
}

const busy = () =>
  new AppError('busy', 'Too many changes to this order at once right now. Please try again.', 503);

/**
 * Runs `work` as one Firestore transaction, again from its reads after a lost race (with the
 * orders' short jittered back-off instead of the SDK's own, conflict-retry.ts), so the
 * order, the stock and the audit entry change together or not at all. Afterwards the product
 * list this instance keeps is dropped (the stock it shows may have changed).
 */
export async function inAdminOrderTransaction<T>(
  orderId: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const attempt = async () => {
    try {
      return await db.runTransaction(work, { maxAttempts: 1 });
    } catch (err) {
      if (isFirestoreError(err, 'NOT_FOUND')) throw new ReadWentStale();
      throw err;
    }
  };
  try {
    return await retryOnConflict(attempt, { maxAttempts: ADMIN_ORDER_MAX_ATTEMPTS });
  } catch (err) {
    if (!(err instanceof ConflictRetriesExhausted)) throw err;
    adminOrdersLog.contention({ orderId, attempts: err.attempts });
    throw busy();
  } finally {
    // Stock may have moved (cancel, reopen, hold expiry): this instance's list is re-read.
    invalidateProductCache();
  }
}
