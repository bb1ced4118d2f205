import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../../core/firebase';
import type { HeldEntry } from './unconfirmed-holds';

/**
 * Layout: `unconfirmedHolds/{key}` {holds: {orderId: {units, until}}, expireAt}, one per
 * contact e-mail (`email-<sha256>`) and per account (`account-<uid>`) with unconfirmed orders
 * (unconfirmed-holds.ts). A small document per buyer, so the caps are checked without a query
 * over orders. The order transaction reads it under its lock and rewrites it with the live
 * entries and the new order, so simultaneous orders of one buyer are counted one after the
 * other. Confirming or cancelling an order deletes its entry, and an entry past its `until`
 * no longer counts, so a release that never happened cannot block a buyer for long. A TTL
 * policy on `expireAt` (a day after the last entry's end) removes idle documents. Client
 * access is denied by the rules' default.
 */
const holdsRef = (key: string) => db.collection('unconfirmedHolds').doc(key);

const DAY_MS = 86_400_000;

export { holdsRef as unconfirmedHoldsRef };

/** A counter as read (empty when absent); entries in an unexpected shape are left out. */
export function toHeldEntries(snap: DocumentSnapshot): Map<string, HeldEntry> {
  const holds: unknown = snap.get('holds');
  const entries = new Map<string, HeldEntry>();
  if (!snap.exists || typeof holds !== 'object' || holds === null) return entries;
  for (const [orderId, value] of Object.entries(holds as Record<string, unknown>)) {
    const { units, until } = (value ?? {}) as { units?: unknown; until?: unknown };
    if (typeof units === 'number' && until instanceof Timestamp) {
      entries.set(orderId, { units, untilMs: until.toMillis() });
    }
  }
  return entries;
}

export const unconfirmedHoldsRepository = {
  /** The counter as the order transaction leaves it: read under its lock, so written whole. */
  put(tx: Transaction, key: string, entries: ReadonlyMap<string, HeldEntry>): void {
    const holds = Object.fromEntries(
      [...entries].map(([orderId, { units, untilMs }]) => [
        orderId,
        { units, until: Timestamp.fromMillis(untilMs) },
      ]),
    );
    const lastMs = Math.max(0, ...[...entries.values()].map((entry) => entry.untilMs));
    tx.set(holdsRef(key), { holds, expireAt: Timestamp.fromMillis(lastMs + DAY_MS) });
  },

  /**
   * Takes a confirmed or cancelled order off its counters. A field delete merged into the
   * document: it commutes with anything written meanwhile, and doing it twice does nothing.
   */
  release(tx: Transaction, orderId: string, keys: readonly string[]): void {
    for (const key of keys) {
      tx.set(holdsRef(key), { holds: { [orderId]: FieldValue.delete() } }, { merge: true });
    }
  },
};
