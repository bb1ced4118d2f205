import { createHash } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from './firebase';

/**
 * The admin log: `logs/{autoId}` {action, actor, target, time}.
 * Every admin change writes one, and so does every admin view of passport data. `actor` is
 * an e-mail (or 'guest'/'system'); `target` an id or code: never personal data beyond that.
 * When an account is deleted, its entries keep `actorPseudonym(uid)` instead of its e-mail.
 */
export interface AuditEntry {
  action: string;
  actor: string;
  target: string;
}

/**
 * What the log names instead of a deleted account: `deleted-user-` and the first 12 hex of
 * sha256(uid). Stable per account, so everything one person did still reads as one trail
 * (an admin cannot erase theirs by deleting the account), without saying who it was.
 */
export function actorPseudonym(uid: string): string {
  return `deleted-user-${createHash('sha256').update(uid).digest('hex').slice(0, 12)}`;
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

  /** Several entries in one batch (at most 500): all are written or none. */
  async writeAll(entries: readonly AuditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const batch = db.batch();
    const time = Timestamp.now();
    for (const entry of entries) batch.create(logs().doc(), { ...entry, time });
    await batch.commit();
  },
};

/**
 * What every answer that shows an order's passport data to anyone but its owner writes
 * first (the admin detail view, and admins reading customers' orders through /api/orders).
 */
export function passportViewed(actor: string, orderId: string): AuditEntry {
  return { action: 'order.passport_viewed', actor, target: orderId };
}
