import { Timestamp } from 'firebase-admin/firestore';
import type { Locale } from '../../contract/locale';
import type { Order } from '../../contract/order';
import { normaliseEmail, siteOrigin } from '../../core/env';
import { mailDocument, type MailMessage } from './mail-document';
import { mailLog } from './mail.log';
import { mailRepository } from './mail.repository';
import { orderMailEvents, type OrderMailEvent } from './order-mail-events';
import {
  orderPlacedMessage,
  orderStatusMessage,
  orderTrackingMessage,
  type OrderMailFacts,
} from './order-mail-messages';

/**
 * An order as the orders feature's converter gives it (`StoredOrder` there): the wire order
 * and the stored-only facts mail decides on. Mail does not import orders, which imports mail.
 */
type MailedOrder = Order & {
  userUid: string | null;
  demo: boolean;
  confirmationExpired: boolean;
  /** The language it was placed in: its e-mails are written in it (issue 25). */
  locale: Locale;
};

/** One write of an order, converted once (the orders feature's `OrderChange`). */
export interface MailedOrderChange {
  before: MailedOrder | null;
  after: MailedOrder | null;
  /** There was no document before this write (else a null `before` is unreadable). */
  created: boolean;
}

/** One mail an event called for, and whether this call wrote it (false: it was there). */
export interface OrderMailOutcome {
  mailId: string;
  created: boolean;
}

/**
 * The order's contact address, normalised: the one typed in the shipping form, else the
 * account's. Empty (an anonymised order) means nobody is mailed.
 */
export function recipientOf(order: Pick<Order, 'shippingData' | 'userEmail'>): string | null {
  const address = normaliseEmail(order.shippingData.email || order.userEmail);
  return address.includes('@') ? address : null;
}

/**
 * The mail document's id, derived from what it tells of: the creation once per order, every
 * later change once per trigger event (a redelivered event carries the same id).
 */
export function orderMailId(event: OrderMailEvent, orderId: string, eventId: string): string {
  return event.kind === 'order-placed'
    ? `order-placed-${orderId}`
    : `${event.kind}-${orderId}-${eventId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

function messageFor(event: OrderMailEvent, facts: OrderMailFacts): MailMessage {
  switch (event.kind) {
    case 'order-placed':
      return orderPlacedMessage(facts);
    case 'order-tracking':
      return orderTrackingMessage(facts, event.code);
    case 'order-status':
      return orderStatusMessage(facts, event.status);
  }
}

/**
 * The order trigger's e-mails (functions/src/triggers/order-life.ts): what this write tells the
 * customer (`orderMailEvents`), each written once to `mail` for the Trigger Email extension to
 * deliver. A deleted or unreadable order mails nobody (the orders feature's converter logged an
 * unreadable one), nor does a write after an unreadable version: what changed is unknown.
 *
 * Why nobody gets one twice: each mail's id comes from the event (`orderMailId`) and is
 * written with `create()`, which fails with ALREADY_EXISTS when a delivery of the same event
 * wrote it before; that counts as done. So a redelivered event, or a retry after a failure
 * part-way through (retry: true), writes exactly the mails still missing. Any other error
 * throws, and the event is retried.
 *
 * Demo orders (`demo: true`, made by admins to try the Shipments tab) mail nobody: they
 * are not a customer's order, and their address is whatever the admin typed.
 */
export async function sendOrderMails(
  eventId: string,
  orderId: string,
  change: MailedOrderChange,
  options: { origin?: string; now?: Timestamp } = {},
): Promise<OrderMailOutcome[]> {
  const { before, after } = change;
  if (!after || (!before && !change.created)) return [];
  const events = orderMailEvents(before ?? undefined, after);
  if (events.length === 0) return [];
  if (after.demo) {
    mailLog.skipped({ orderId, reason: 'demo' });
    return [];
  }
  const to = recipientOf(after);
  if (!to) {
    mailLog.skipped({ orderId, reason: 'no-address' });
    return [];
  }
  const uid = after.userUid !== null && after.userUid !== '' ? after.userUid : null;
  const facts: OrderMailFacts = {
    orderId,
    order: after,
    account: uid !== null,
    origin: options.origin ?? siteOrigin(),
    locale: after.locale,
  };
  const now = options.now ?? Timestamp.now();
  const outcomes: OrderMailOutcome[] = [];
  for (const event of events) {
    const mailId = orderMailId(event, orderId, eventId);
    const mail = mailDocument(
      {
        to,
        message: messageFor(event, facts),
        kind: event.kind,
        uid,
        orderId,
        language: after.locale,
      },
      now,
    );
    const created = await mailRepository.create(mailId, mail);
    mailLog.written({ kind: event.kind, mailId, orderId, created });
    outcomes.push({ mailId, created });
  }
  return outcomes;
}
