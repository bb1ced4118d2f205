import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../core/firebase';
import type { VerifiedChallenge } from './challenge.service';

/** What spent a challenge: an order, or a raffle entry. */
export interface ChallengeUse {
  kind: 'order' | 'raffle-entry';
  id: string;
}

/**
 * Layout: `spentChallenges/{nonce}` = `{use, id, spentAt, expireAt}`, written in the same
 * transaction as the order or entry that spends it. `expireAt` is the challenge's own expiry:
 * after it the challenge is refused as expired anyway, so a Firestore TTL policy on
 * `expireAt` may delete the record.
 */
export const spentRef = (nonce: string) => db.collection('spentChallenges').doc(nonce);

export const challengeRepository = {
  /**
   * Whether the challenge was spent, read under the caller's transaction lock; or, when the
   * caller already read its record under that lock (`spentRead`, in its own round trip), from that.
   */
  async isSpent(tx: Transaction, nonce: string, spentRead?: DocumentSnapshot): Promise<boolean> {
    if (spentRead?.ref.isEqual(spentRef(nonce))) return spentRead.exists;
    return (await tx.get(spentRef(nonce))).exists;
  },

  /** Marks it spent, as part of the caller's commit (`create`: a lost race fails the commit). */
  spend(tx: Transaction, challenge: VerifiedChallenge, use: ChallengeUse, nowMs: number): void {
    tx.create(spentRef(challenge.nonce), {
      use: use.kind,
      id: use.id,
      spentAt: Timestamp.fromMillis(nowMs),
      expireAt: Timestamp.fromMillis(challenge.expiresAtMs),
    });
  },
};
