import { createHash } from 'node:crypto';
import { UNCONFIRMED_ORDERS_LIMIT, unconfirmedUnitsLimit } from '../../contract/order-confirmation';
import type { SessionUser } from '../../core/auth';
import { normaliseEmail, type UnconfirmedOrdersConfig } from '../../core/env';
import { AppError } from '../../core/errors';

/**
 * Unconfirmed orders (issue 21): an order whose contact e-mail is not proven holds its stock
 * for a short time only, and one contact e-mail, or one account, may have only a few such
 * orders (and units) at a time. Pure rules here; the documents are in
 * unconfirmed-holds.repository.ts and order-confirmation.repository.ts.
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A verified account's own order is confirmed from the start; anyone else's waits for the link. */
export const isConfirmedBuyer = (buyer: SessionUser | null): boolean =>
  buyer !== null && buyer.emailVerified;

/**
 * The documents an unconfirmed order counts against: its contact e-mail's (sha256 of the
 * normalised address, so no address becomes a document id) and, when signed in, its account's.
 */
export function holdKeys(contactEmail: string, buyer: SessionUser | null): string[] {
  const keys = [`email-${sha256(normaliseEmail(contactEmail))}`];
  if (buyer) keys.push(`account-${buyer.uid}`);
  return keys;
}

/** One unconfirmed order as a counter records it: its units and when its short hold ends. */
export interface HeldEntry {
  units: number;
  untilMs: number;
}

/** Entries whose short hold has not ended: an entry a missed release left behind ages out. */
export function liveEntries(
  entries: ReadonlyMap<string, HeldEntry>,
  nowMs: number,
): Map<string, HeldEntry> {
  return new Map([...entries].filter(([, entry]) => entry.untilMs > nowMs));
}

/**
 * Refuses (429) an unconfirmed order of `units` when any of its counters already holds
 * `maxOrders` live orders, or would pass `maxUnits` with it. One order larger than `maxUnits`
 * is told so; otherwise the buyer is asked to confirm the earlier orders first.
 */
export function assertUnconfirmedRoom(
  counters: readonly ReadonlyMap<string, HeldEntry>[],
  units: number,
  config: Pick<UnconfirmedOrdersConfig, 'maxOrders' | 'maxUnits'>,
): void {
  if (units > config.maxUnits) {
    throw new AppError('unconfirmed_limit', unconfirmedUnitsLimit(config.maxUnits), 429);
  }
  for (const entries of counters) {
    const held = [...entries.values()].reduce((sum, entry) => sum + entry.units, 0);
    if (entries.size >= config.maxOrders || held + units > config.maxUnits) {
      throw new AppError('unconfirmed_limit', UNCONFIRMED_ORDERS_LIMIT, 429);
    }
  }
}
