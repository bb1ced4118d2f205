import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { Locale } from '../../contract/locale';
import { db } from '../../core/firebase';

/**
 * Layout: `orderConfirmations/{sha256(token)}` {orderId, validUntil, createdAt, locale, usedAt,
 * expireAt}: one per unconfirmed order, written by the order transaction. Only the token's hash is a
 * document id, so the database never holds a working link (the e-mail does). A link is found
 * by a direct read of that hash, or by its order's id when a verified sign-in proves the
 * mailbox instead. A TTL policy on `expireAt` (30 days after the link ends) removes old
 * records; until then a late click hears "expired" rather than "not valid".
 */
const confirmationRef = (tokenHash: string) => db.collection('orderConfirmations').doc(tokenHash);

const RECORD_TTL_MS = 30 * 86_400_000;

/** A confirmation link as stored. */
export interface ConfirmationRecord {
  orderId: string;
  validUntil: Timestamp;
  used: boolean;
}

function toRecord(snap: DocumentSnapshot): ConfirmationRecord | null {
  const orderId: unknown = snap.get('orderId');
  const validUntil: unknown = snap.get('validUntil');
  if (!snap.exists || typeof orderId !== 'string' || !(validUntil instanceof Timestamp)) {
    return null;
  }
  return { orderId, validUntil, used: snap.get('usedAt') instanceof Timestamp };
}

export const orderConfirmationRepository = {
  create(
    tx: Transaction,
    tokenHash: string,
    record: { orderId: string; createdAt: Timestamp; validUntil: Timestamp; locale: Locale },
  ): void {
    tx.create(confirmationRef(tokenHash), {
      ...record,
      usedAt: null,
      expireAt: Timestamp.fromMillis(record.validUntil.toMillis() + RECORD_TTL_MS),
    });
  },

  /** Read under the transaction's lock; null when no link has this hash (or it is malformed). */
  async read(tx: Transaction, tokenHash: string): Promise<ConfirmationRecord | null> {
    return toRecord(await tx.get(confirmationRef(tokenHash)));
  },

  /**
   * The link of an order, with its hash, read under the transaction's lock: for a proof that
   * comes without the link (a verified sign-in, issue 21). Null once none is left (the TTL).
   * Single-field index on `orderId` (automatic).
   */
  async readForOrder(
    tx: Transaction,
    orderId: string,
  ): Promise<(ConfirmationRecord & { tokenHash: string }) | null> {
    const found = await tx.get(
      db.collection('orderConfirmations').where('orderId', '==', orderId).limit(1),
    );
    const snap = found.docs[0];
    const record = snap ? toRecord(snap) : null;
    return snap && record ? { ...record, tokenHash: snap.id } : null;
  },

  markUsed(tx: Transaction, tokenHash: string, now: Timestamp): void {
    tx.update(confirmationRef(tokenHash), { usedAt: now });
  },
};
