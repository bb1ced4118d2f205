import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from './firebase';

/**
 * The admin log (spec section 3, Log): `logs/{autoId}` {action, actor, target, time}.
 * Every admin change writes one, and so does every admin view of passport data. `actor` is
 * an e-mail (or 'guest'/'system'); `target` an id or code: never personal data beyond that.
 */
export interface AuditEntry {
  action: string;
  actor: string;
  target: string;
}

const logs = () => db.collection('logs');

export const auditLog = {
  /** Inside the transaction that makes the change, so the log and the change commit together. */
  inTransaction(tx: Transaction, entry: AuditEntry, time = Timestamp.now()): void {
    tx.create(logs().doc(), { ...entry, time });
  },

  async write(entry: AuditEntry): Promise<void> {
    await logs().add({ ...entry, time: Timestamp.now() });
  },
};
