import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { OrderSchema, type Order } from '../../contract/order';
import { normaliseEmail, siteOrigin } from '../../core/env';
import { parseStoredOrder } from '../orders';
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
 * The order trigger's e-mails: what this write tells the customer (`orderMailEvents`), each
 * written once to `mail` for the Trigger Email extension to deliver.
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
  change: { before: DocumentSnapshot; after: DocumentSnapshot } | undefined,
  options: { origin?: string; now?: Timestamp } = {},
): Promise<OrderMailOutcome[]> {
  if (!change?.after.exists) return [];
  const { before, after } = change;
  const events = orderMailEvents(before.exists ? before.data() : undefined, after.data());
  if (events.length === 0) return [];
  if (after.get('demo') === true) {
    mailLog.skipped({ orderId, reason: 'demo' });
    return [];
  }
  const order = parseStoredOrder(after, OrderSchema);
  const to = order && recipientOf(order);
  if (!order || !to) {
    mailLog.skipped({ orderId, reason: order ? 'no-address' : 'invalid-order' });
    return [];
  }
  const userUid: unknown = after.get('userUid');
  const uid = typeof userUid === 'string' && userUid !== '' ? userUid : null;
  const facts: OrderMailFacts = {
    orderId,
    order,
    account: uid !== null,
    origin: options.origin ?? siteOrigin(),
  };
  const now = options.now ?? Timestamp.now();
  const outcomes: OrderMailOutcome[] = [];
  for (const event of events) {
    const mailId = orderMailId(event, orderId, eventId);
    const mail = mailDocument(
      { to, message: messageFor(event, facts), kind: event.kind, uid, orderId },
      now,
    );
    const created = await mailRepository.create(mailId, mail);
    mailLog.written({ kind: event.kind, mailId, orderId, created });
    outcomes.push({ mailId, created });
  }
  return outcomes;
}
