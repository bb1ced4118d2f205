import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { Locale } from '../../contract/locale';
import { confirmOrderLink } from '../../contract/order-confirmation';
import type { SessionUser } from '../../core/auth';
import {
  normaliseEmail,
  siteOrigin,
  unconfirmedOrdersConfig,
  type UnconfirmedOrdersConfig,
} from '../../core/env';
import { newOneTimeToken } from '../../core/one-time-token';
import { mailDocument, mailRepository, orderConfirmationMessage } from '../mail';
import { orderConfirmationRepository } from './order-confirmation.repository';
import {
  assertUnconfirmedRoom,
  holdKeys,
  isConfirmedBuyer,
  liveEntries,
  type HeldEntry,
} from './unconfirmed-holds';
import { unconfirmedHoldsRepository } from './unconfirmed-holds.repository';

/**
 * The order transaction's part for an unconfirmed order (issue 21): the caps are checked
 * with everything else, then the counters, the confirmation record and the confirmation
 * e-mail are written with the order, so an order never exists without its link and no link
 * without its order.
 */

/** What an unconfirmed order needs, chosen once per request (every attempt writes the same). */
export interface PendingConfirmation {
  keys: string[];
  token: { token: string; hash: string };
  config: UnconfirmedOrdersConfig;
}

/** Null for a verified account's order: it is confirmed from the start. */
export function pendingConfirmationFor(
  buyer: SessionUser | null,
  contactEmail: string,
  config: UnconfirmedOrdersConfig = unconfirmedOrdersConfig(),
): PendingConfirmation | null {
  if (isConfirmedBuyer(buyer)) return null;
  return { keys: holdKeys(contactEmail, buyer), token: newOneTimeToken(), config };
}

/** The counters' live entries, once the caps allow one more order of `units` (else 429). */
export function checkUnconfirmedRoom(
  pending: PendingConfirmation,
  counters: ReadonlyMap<string, ReadonlyMap<string, HeldEntry>>,
  units: number,
  now: Timestamp,
): Map<string, Map<string, HeldEntry>> {
  const live = new Map(
    pending.keys.map((key) => [key, liveEntries(counters.get(key) ?? new Map(), now.toMillis())]),
  );
  assertUnconfirmedRoom([...live.values()], units, pending.config);
  return live;
}

/** The writes of an unconfirmed order, beside the order itself. */
export function recordUnconfirmed(
  tx: Transaction,
  pending: PendingConfirmation,
  order: {
    id: string;
    createdAt: Timestamp;
    units: number;
    contactEmail: string;
    uid: string | null;
    /** Titles as the server priced the lines. */
    items: readonly { title: string; qty: number }[];
    /** The order's language: its link, its e-mail and the record say it (issue 25). */
    locale: Locale;
  },
  live: ReadonlyMap<string, ReadonlyMap<string, HeldEntry>>,
): void {
  const untilMs = order.createdAt.toMillis() + pending.config.holdMs;
  for (const [key, entries] of live) {
    const withOrder = new Map(entries).set(order.id, { units: order.units, untilMs });
    unconfirmedHoldsRepository.put(tx, key, withOrder);
  }
  orderConfirmationRepository.create(tx, pending.token.hash, {
    orderId: order.id,
    createdAt: order.createdAt,
    validUntil: Timestamp.fromMillis(untilMs),
    locale: order.locale,
  });
  const message = orderConfirmationMessage({
    orderId: order.id,
    items: order.items,
    holdMinutes: pending.config.holdMinutes,
    link: confirmOrderLink(siteOrigin(), pending.token.token, order.locale),
    locale: order.locale,
  });
  const mail = mailDocument(
    {
      to: normaliseEmail(order.contactEmail),
      message,
      kind: 'order-confirmation',
      uid: order.uid,
      orderId: order.id,
      language: order.locale,
    },
    order.createdAt,
  );
  // Derived from the order: written once, with it.
  mailRepository.createIn(tx, `order-confirmation-${order.id}`, mail);
}
