import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { SessionUser } from '../../core/auth';
import { AppError } from '../../core/errors';
import { advanceRaffle } from './raffle-progress';
import { dropsLog } from './drops.log';
import { rafflesRepository, type StoredRaffle } from './raffles.repository';

// While a product's raffle runs, POST /api/orders sells it only to a drawn entry whose
// checkout window is running, one unit, once. Orders (features/orders) call the gate twice:
// `raffleOrderGate` before the order's key is claimed (no transaction: cheap refusals, and
// the lazy draw and pass-on), and its `inTransaction` inside the order transaction, which
// reads the raffle again and, once the order is written, marks the unit bought in the same
// commit. A winner's retry with the same Idempotency-Key passes the first check (its entry
// is bought) and is replayed by orders before the transaction gate runs.

const raffleOnly = () =>
  new AppError(
    'conflict',
    'This drop is sold by raffle: only a drawn entry may order it, within its checkout window',
    409,
  );
const oneUnit = () => new AppError('conflict', 'A raffle win is for one unit', 409);

interface Line {
  id: string;
  qty: number;
}

/** Writes the claim of the unit once the order (its id) is written in the same transaction. */
export type ClaimRaffleUnits = (orderId: string) => void;

export interface RaffleGate {
  /** Reads the raffles in the order's transaction (before any write); throws 409 when not allowed. */
  inTransaction(tx: Transaction): Promise<ClaimRaffleUnits>;
}

const liveOfferOf = (raffle: StoredRaffle, uid: string, nowMs: number) =>
  raffle.live.find((offer) => offer.uid === uid && offer.checkoutBy.toMillis() > nowMs);

/** Whether the buyer may order this raffle's product now: a running offer, or a bought unit (a replay). */
async function mayOrder(productId: string, raffle: StoredRaffle, buyer: SessionUser | null) {
  if (!buyer || raffle.phase !== 'drawn') return false;
  if (liveOfferOf(raffle, buyer.uid, Date.now())) return true;
  const entryId = await rafflesRepository.entryIdOf(null, productId, buyer.uid);
  const entry = entryId && (await rafflesRepository.findEntry(productId, entryId));
  return Boolean(entry && entry.status === 'claimed');
}

/**
 * Null when no product of the order has a raffle still running (ordinary products, and a
 * finished raffle's leftover stock, sell first come). Throws 409 for anyone but a drawn
 * entry within its window, and for more than one unit.
 */
export async function raffleOrderGate(
  items: readonly Line[],
  buyer: SessionUser | null,
): Promise<RaffleGate | null> {
  const raffles = await rafflesRepository.findMany([...new Set(items.map((line) => line.id))]);
  const running: string[] = [];
  for (const productId of raffles.keys()) {
    const raffle = await advanceRaffle(productId);
    if (!raffle || raffle.phase === 'finished') continue;
    const units = items.filter((line) => line.id === productId).reduce((n, l) => n + l.qty, 0);
    if (units !== 1) throw units > 1 ? oneUnit() : raffleOnly();
    if (!(await mayOrder(productId, raffle, buyer))) throw raffleOnly();
    running.push(productId);
  }
  if (running.length === 0 || !buyer) return null;
  const { uid } = buyer;
  return {
    async inTransaction(tx) {
      const now = Timestamp.now();
      const claims: { productId: string; raffle: StoredRaffle; entryId: string }[] = [];
      for (const productId of running) {
        const raffle = await rafflesRepository.read(tx, productId);
        if (!raffle || raffle.phase === 'finished') continue;
        const offer = raffle.phase === 'drawn' && liveOfferOf(raffle, uid, now.toMillis());
        if (!offer) throw raffleOnly();
        claims.push({ productId, raffle, entryId: offer.entryId });
      }
      return (orderId) => {
        for (const { productId, raffle, entryId } of claims) {
          rafflesRepository.update(tx, productId, {
            live: raffle.live.filter((offer) => offer.entryId !== entryId),
            claimed: raffle.claimed + 1,
            updatedAt: now,
          });
          rafflesRepository.updateEntry(tx, productId, entryId, { status: 'claimed', orderId });
          dropsLog.claimed({ productId, entryId, orderId });
        }
      };
    },
  };
}
