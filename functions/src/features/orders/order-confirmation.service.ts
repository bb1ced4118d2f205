import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { CONFIRM_LINK_INVALID } from '../../contract/confirm-link';
import { orderNumberOf } from '../../contract/order';
import {
  CONFIRM_LINK_EXPIRED,
  CONFIRM_LINK_USED,
  CONFIRM_ORDER_CANCELLED,
  ORDER_ALREADY_CONFIRMED,
  type ConfirmOrderResponse,
} from '../../contract/order-confirmation';
import { auditLog } from '../../core/audit-log';
import { orderHoldConfig, unconfirmedOrdersConfig } from '../../core/env';
import { AppError } from '../../core/errors';
import { db } from '../../core/firebase';
import { oneTimeTokenHash } from '../../core/one-time-token';
import { orderConfirmationRepository } from './order-confirmation.repository';
import { sameEmail } from './order-emails';
import { orderOwnershipRepository } from './order-ownership.repository';
import { ordersLog } from './orders.log';
import { unconfirmedHoldsRepository } from './unconfirmed-holds.repository';

const invalidLink = () => new AppError('confirm_link_invalid', CONFIRM_LINK_INVALID, 404);
const usedLink = () => new AppError('confirm_link_used', CONFIRM_LINK_USED, 409);
const expiredLink = () => new AppError('confirm_link_expired', CONFIRM_LINK_EXPIRED, 410);
const cancelledOrder = () => new AppError('order_cancelled', CONFIRM_ORDER_CANCELLED, 409);
const alreadyConfirmed = () => new AppError('order_confirmed', ORDER_ALREADY_CONFIRMED, 409);

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Who proved the order's contact e-mail: a click on its link, or its verified account's sign-in. */
interface Proof {
  /** Stored as the order's `confirmedBy`. */
  by: 'email' | 'sign-in';
  /** The log entry's actor: 'email-link', or the account's e-mail. */
  actor: string;
}

/**
 * What confirming writes, in the transaction that read `order` under its lock and found it
 * waiting: the flag and when (the usual hold needs no write: it counts from `createdAt`), the
 * order off its buyer's unconfirmed counters, its link used (a later click hears "already
 * used"), and the log entry. Both ways of confirming go through here.
 */
function confirmIn(
  tx: Transaction,
  order: DocumentSnapshot,
  linkHash: string | null,
  proof: Proof,
  now: Timestamp,
): void {
  tx.update(order.ref, {
    contactConfirmed: true,
    confirmedAt: now,
    confirmedBy: proof.by,
    // Off its counters, the order keeps no hash of its contact e-mail.
    unconfirmedHoldKeys: FieldValue.delete(),
  });
  unconfirmedHoldsRepository.release(tx, order.id, stringsOf(order.get('unconfirmedHoldKeys')));
  if (linkHash) orderConfirmationRepository.markUsed(tx, linkHash, now);
  auditLog.inTransaction(
    tx,
    { action: 'order.contact_confirmed', actor: proof.actor, target: order.id },
    now,
  );
}

/** An account whose e-mail is verified: its `email` normalised. */
export interface VerifiedAccount {
  uid: string;
  email: string;
}

/** A guest order of this account's e-mail that still waits for that e-mail's confirmation. */
function waitsForAccount(order: DocumentSnapshot, account: VerifiedAccount): boolean {
  const owner: unknown = order.get('userUid');
  return (
    order.exists &&
    order.get('status') === 'new' &&
    order.get('contactConfirmed') === false &&
    (owner === null || owner === account.uid) &&
    // The address its link was sent to.
    sameEmail(order.get('shippingData.email'), account.email)
  );
}

/**
 * One guest order confirmed by its account's verified sign-in, in a transaction of its own;
 * false when it no longer waits (a click, an admin or the job came first) or its link would
 * no longer work.
 */
function confirmForAccount(
  orderId: string,
  account: VerifiedAccount,
  now: Timestamp,
): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const order = await tx.get(db.collection('orders').doc(orderId));
    const createdAt: unknown = order.get('createdAt');
    if (!waitsForAccount(order, account) || !(createdAt instanceof Timestamp)) return false;
    const link = await orderConfirmationRepository.readForOrder(tx, orderId);
    // As a late click (410): an order past its short hold is the hold-expiry job's to cancel.
    const untilMs =
      link?.validUntil.toMillis() ?? createdAt.toMillis() + unconfirmedOrdersConfig().holdMs;
    if (untilMs <= now.toMillis()) return false;
    confirmIn(tx, order, link?.tokenHash ?? null, { by: 'sign-in', actor: account.email }, now);
    return true;
  });
}

export const orderConfirmationService = {
  /**
   * Confirms the order of a link from a confirmation e-mail (issue 21), once: an unknown link
   * is 404, a used one 409, one past its short hold 410 (the hold-expiry job cancels that
   * order, or already did), and an order cancelled or confirmed meanwhile 409. Confirming
   * gives the order the usual unpaid hold (`ORDER_HOLD_HOURS` from when it was placed), takes
   * it off the buyer's unconfirmed counters and marks the link used, all in one transaction
   * with its log entry. The order and the link are read under the transaction's locks, so a
   * double click, or the job cancelling it at the same moment, changes it once.
   */
  async confirm(token: string, now: Timestamp = Timestamp.now()): Promise<ConfirmOrderResponse> {
    const tokenHash = oneTimeTokenHash(token);
    const confirmed = await db.runTransaction(async (tx) => {
      const link = await orderConfirmationRepository.read(tx, tokenHash);
      if (!link) throw invalidLink();
      if (link.used) throw usedLink();
      if (link.validUntil.toMillis() <= now.toMillis()) throw expiredLink();
      const orderRef = db.collection('orders').doc(link.orderId);
      const order = await tx.get(orderRef);
      const createdAt: unknown = order.get('createdAt');
      if (!order.exists || !(createdAt instanceof Timestamp)) throw invalidLink();
      if (order.get('status') === 'cancelled') throw cancelledOrder();
      if (order.get('contactConfirmed') !== false) throw alreadyConfirmed();

      confirmIn(tx, order, tokenHash, { by: 'email', actor: 'email-link' }, now);
      return { orderId: link.orderId, createdAt };
    });
    ordersLog.confirmed({ orderId: confirmed.orderId, by: 'email' });
    // The usual hold, as the admin list and the expiry job work it out (hold-expiry.ts).
    const { holdMs } = orderHoldConfig();
    const holdEnds = confirmed.createdAt.toMillis() + holdMs;
    return {
      ok: true,
      number: orderNumberOf(confirmed.orderId),
      holdExpiresAt: holdMs > 0 ? new Date(holdEnds).toISOString() : null,
    };
  },

  /**
   * A verified account signed in (auth `establish`): the mailbox its guest orders' links were
   * sent to is proven, so each of those orders still waiting (unconfirmed, `new`) is confirmed
   * exactly as its link would confirm it (`confirmIn`; `confirmedBy: 'sign-in'`, logged with
   * the account's e-mail as actor), while that link would still work. Each order in its own
   * transaction that reads the order and its link under their locks, so a click, an admin or
   * the hold-expiry job at the same moment changes it once. A failure leaves that order to
   * its link and is logged; the sign-in goes on. Returns the ids it confirmed.
   */
  async confirmGuestOrdersOf(
    account: VerifiedAccount,
    now: Timestamp = Timestamp.now(),
  ): Promise<string[]> {
    const waiting = await orderOwnershipRepository.guestOrdersAwaitingConfirmation(account.email);
    const results = await Promise.all(
      waiting.map(async (orderId) => {
        try {
          return (await confirmForAccount(orderId, account, now)) ? [orderId] : [];
        } catch (err) {
          ordersLog.confirmFailed({ orderId, err });
          return [];
        }
      }),
    );
    const confirmed = results.flat();
    for (const orderId of confirmed) ordersLog.confirmed({ orderId, by: 'sign-in' });
    return confirmed;
  },
};
