// What other features may use of challenge, the one owner of `spentChallenges`: the
// proof-of-work that drop orders and raffle entries carry in the `X-Altcha` header (issue 23).
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { challengeRepository, spentRef, type ChallengeUse } from './challenge.repository';
import { challengeRefused, challengeService, decodePayload } from './challenge.service';

export type { ChallengeUse } from './challenge.repository';

/**
 * Inside the caller's transaction, after its reads and before its writes: refuses (403
 * `{error}`) a missing, malformed, forged, expired or unsolved `X-Altcha` payload, or one
 * already spent; otherwise answers how to record it as spent by `use` in the same commit
 * (the caller spends it among its writes, so a refused, failed or retried transaction spends
 * nothing). (An order's replay under its Idempotency-Key never gets here: the order is
 * answered from its key record.)
 */
export async function checkChallenge(
  tx: Transaction,
  header: string | undefined,
  use: ChallengeUse,
  nowMs = Date.now(),
  spentRead?: DocumentSnapshot,
): Promise<(tx: Transaction) => void> {
  const challenge = await challengeService.verify(header, undefined, nowMs);
  if (await challengeRepository.isSpent(tx, challenge.nonce, spentRead)) {
    throw challengeRefused('This browser check was already used: reload the page');
  }
  return (writer) => {
    challengeRepository.spend(writer, challenge, use, nowMs);
  };
}

/** `checkChallenge`, spent at once: for a caller whose writes all follow it. */
export async function requireChallenge(
  tx: Transaction,
  header: string | undefined,
  use: ChallengeUse,
  nowMs = Date.now(),
  spentRead?: DocumentSnapshot,
): Promise<void> {
  const spend = await checkChallenge(tx, header, use, nowMs, spentRead);
  spend(tx);
}

/**
 * The spent record an `X-Altcha` header names, unchecked (null when it names none): a caller
 * reads it with its own locked reads and hands it to `requireChallenge` (`spentRead`), so the
 * check costs no round trip of its own.
 */
export function spentRecordOf(header: string | undefined): DocumentReference | null {
  const nonce = header ? decodePayload(header)?.challenge.parameters.nonce : undefined;
  return nonce ? spentRef(nonce) : null;
}
