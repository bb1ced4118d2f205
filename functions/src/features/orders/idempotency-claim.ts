import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../core/firebase';
import { isFirestoreError } from '../../core/firebase-errors';

/**
 * The record of an `Idempotency-Key`, `idempotencyKeys/{sha256(key)}`, in one of two states:
 * - a claim `{state: 'pending', requestHash, claimedAt, claimExpiresAt, expireAt}`, created
 *   with `create()` before the order transaction by the one request that places the order;
 * - a placed order `{state: 'placed', requestHash, orderId, createdAt, expireAt}`, written by
 *   that transaction over the claim (records from before claims have no `state`).
 * Simultaneous requests with the same key lose the `create()` at once and read the record
 * without a transaction, so they never wait on its locks (docs/decisions.md, Checkout).
 */
export type KeyRecord =
  | { state: 'absent' }
  | { state: 'placed'; requestHash: string; orderId: string }
  | { state: 'pending'; requestHash: string; expiresAt: Timestamp; version: Timestamp };

/** The claim this request holds: its write time tells it apart from a later one. */
export interface KeyClaim {
  docId: string;
  version: Timestamp;
}

/**
 * How long a claim keeps other requests out: longer than the function's 60 s timeout, so a
 * live holder is never overtaken; after it, a retry takes over the claim of a crashed one.
 */
export const CLAIM_TTL_MS = 90_000;

/** A placed key is remembered for a week (`expireAt`, a TTL policy deletes it after). */
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const idempotencyRef = (docId: string) => db.collection('idempotencyKeys').doc(docId);

export function toKeyRecord(snap: DocumentSnapshot): KeyRecord {
  const data = snap.data();
  if (!data) return { state: 'absent' };
  const requestHash = String(data.requestHash);
  if (data.state === 'pending') {
    const expiresAt =
      data.claimExpiresAt instanceof Timestamp ? data.claimExpiresAt : Timestamp.fromMillis(0);
    return {
      state: 'pending',
      requestHash,
      expiresAt,
      version: snap.updateTime ?? Timestamp.fromMillis(0),
    };
  }
  return { state: 'placed', requestHash, orderId: String(data.orderId) };
}

function claimFields(requestHash: string, now: Timestamp) {
  return {
    state: 'pending',
    requestHash,
    claimedAt: now,
    claimExpiresAt: Timestamp.fromMillis(now.toMillis() + CLAIM_TTL_MS),
    // An abandoned claim is cleaned up by the same TTL policy as placed keys.
    expireAt: Timestamp.fromMillis(now.toMillis() + IDEMPOTENCY_TTL_MS),
  };
}

export const idempotencyClaims = {
  /** Claims a new key; null when a record of it already exists. */
  async claim(docId: string, requestHash: string): Promise<KeyClaim | null> {
    try {
      const { writeTime } = await idempotencyRef(docId).create(
        claimFields(requestHash, Timestamp.now()),
      );
      return { docId, version: writeTime };
    } catch (err) {
      if (isFirestoreError(err, 'ALREADY_EXISTS')) return null;
      throw err;
    }
  },

  /** The key's record as it is now, read without a transaction (no locks). */
  async read(docId: string): Promise<KeyRecord> {
    return toKeyRecord(await idempotencyRef(docId).get());
  },

  /**
   * Takes over an expired claim, only if it is still the one that was read: of two requests
   * that find it expired, one wins. Null when it changed meanwhile.
   */
  async takeOver(docId: string, requestHash: string, seen: Timestamp): Promise<KeyClaim | null> {
    try {
      const { writeTime } = await idempotencyRef(docId).update(
        claimFields(requestHash, Timestamp.now()),
        { lastUpdateTime: seen },
      );
      return { docId, version: writeTime };
    } catch (err) {
      if (isFirestoreError(err, 'FAILED_PRECONDITION', 'NOT_FOUND')) return null;
      throw err;
    }
  },

  /**
   * Gives a claim back after a failed order, so a corrected retry is not blocked and a failed
   * order leaves nothing behind. Only our own claim: if the order did commit (its answer
   * lost) or another request took over, the record changed and stays.
   */
  async release(claim: KeyClaim): Promise<void> {
    try {
      await idempotencyRef(claim.docId).delete({ lastUpdateTime: claim.version });
    } catch (err) {
      if (isFirestoreError(err, 'FAILED_PRECONDITION', 'NOT_FOUND')) return;
      throw err;
    }
  },

  /**
   * Gives the claim back in the caller's commit: an order refused inside its transaction (the
   * claim read there under its lock, so it is still ours) writes only this, instead of a
   * rollback and a delete of its own.
   */
  releaseInTransaction(tx: Transaction, claim: KeyClaim): void {
    tx.delete(idempotencyRef(claim.docId), { lastUpdateTime: claim.version });
  },
};
