import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { orderNumberOf } from '../../contract/order';
import {
  CONFIRM_LINK_EXPIRED,
  CONFIRM_LINK_INVALID,
  CONFIRM_LINK_USED,
  CONFIRM_ORDER_CANCELLED,
  ORDER_ALREADY_CONFIRMED,
  type ConfirmOrderResponse,
} from '../../contract/order-confirmation';
import { auditLog } from '../../core/audit-log';
import { orderHoldConfig } from '../../core/env';
import { AppError } from '../../core/errors';
import { db } from '../../core/firebase';
import { orderConfirmationRepository } from './order-confirmation.repository';
import { ordersLog } from './orders.log';
import { confirmTokenHash } from './unconfirmed-holds';
import { unconfirmedHoldsRepository } from './unconfirmed-holds.repository';

const invalidLink = () => new AppError('confirm_link_invalid', CONFIRM_LINK_INVALID, 404);
const usedLink = () => new AppError('confirm_link_used', CONFIRM_LINK_USED, 409);
const expiredLink = () => new AppError('confirm_link_expired', CONFIRM_LINK_EXPIRED, 410);
const cancelledOrder = () => new AppError('order_cancelled', CONFIRM_ORDER_CANCELLED, 409);
const alreadyConfirmed = () => new AppError('order_confirmed', ORDER_ALREADY_CONFIRMED, 409);

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

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
    const tokenHash = confirmTokenHash(token);
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

      tx.update(orderRef, {
        contactConfirmed: true,
        confirmedAt: now,
        confirmedBy: 'email',
        // Off its counters, the order keeps no hash of its contact e-mail.
        unconfirmedHoldKeys: FieldValue.delete(),
      });
      unconfirmedHoldsRepository.release(
        tx,
        link.orderId,
        stringsOf(order.get('unconfirmedHoldKeys')),
      );
      orderConfirmationRepository.markUsed(tx, tokenHash, now);
      auditLog.inTransaction(
        tx,
        { action: 'order.contact_confirmed', actor: 'email-link', target: link.orderId },
        now,
      );
      return { orderId: link.orderId, createdAt };
    });
    ordersLog.confirmed({ orderId: confirmed.orderId });
    // The usual hold, as the admin list and the expiry job work it out (hold-expiry.ts).
    const { holdMs } = orderHoldConfig();
    const holdEnds = confirmed.createdAt.toMillis() + holdMs;
    return {
      ok: true,
      number: orderNumberOf(confirmed.orderId),
      holdExpiresAt: holdMs > 0 ? new Date(holdEnds).toISOString() : null,
    };
  },
};
