import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../core/firebase';

/**
 * Layout: `orderConfirmations/{sha256(token)}` {orderId, validUntil, createdAt, usedAt, expireAt}:
 * one per unconfirmed order, written by the order transaction. Only the token's hash is a
 * document id, so the database never holds a working link (the e-mail does). A link is found
 * by a direct read, never a query. A TTL policy on `expireAt` (30 days after the link ends)
 * removes old records; until then a late click hears "expired" rather than "not valid".
 */
const confirmationRef = (tokenHash: string) => db.collection('orderConfirmations').doc(tokenHash);

const RECORD_TTL_MS = 30 * 86_400_000;

/** A confirmation link as stored. */
export interface ConfirmationRecord {
  orderId: string;
  validUntil: Timestamp;
  used: boolean;
}

export const orderConfirmationRepository = {
  create(
    tx: Transaction,
    tokenHash: string,
    record: { orderId: string; createdAt: Timestamp; validUntil: Timestamp },
  ): void {
    tx.create(confirmationRef(tokenHash), {
      ...record,
      usedAt: null,
      expireAt: Timestamp.fromMillis(record.validUntil.toMillis() + RECORD_TTL_MS),
    });
  },

  /** Read under the transaction's lock; null when no link has this hash (or it is malformed). */
  async read(tx: Transaction, tokenHash: string): Promise<ConfirmationRecord | null> {
    const snap = await tx.get(confirmationRef(tokenHash));
    const orderId: unknown = snap.get('orderId');
    const validUntil: unknown = snap.get('validUntil');
    if (!snap.exists || typeof orderId !== 'string' || !(validUntil instanceof Timestamp)) {
      return null;
    }
    return { orderId, validUntil, used: snap.get('usedAt') instanceof Timestamp };
  },

  markUsed(tx: Transaction, tokenHash: string, now: Timestamp): void {
    tx.update(confirmationRef(tokenHash), { usedAt: now });
  },
};
