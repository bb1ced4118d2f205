import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../core/region';
import {
  settleOrderReferral,
  type SettlementOutcome,
} from '../features/loyalty/referral-settlement';
import { sendOrderMails } from '../features/mail/order-mails';
import {
  ORDER_DOCUMENT,
  orderChange,
  storedOrdersRepository,
  type OrderChange,
} from '../features/orders';
import { rollUpOrderWrite } from '../features/stats/stats.jobs';
import { earnsReferralCredit, settlesReferral, type ReferralWrite } from './referral-rules';

/**
 * The order's life after checkout, in one place. Every write of `orders/{id}` (placed,
 * confirmed, paid, cancelled, shipped, a tracking code, anonymised, deleted) is converted once
 * by the orders feature (`orderChange`: the stored order before and after, and what changed)
 * and handed to stats (the rollups), loyalty (referral credits, by the rules in
 * referral-rules.ts) and mail (the customer's e-mails). They are three deployed functions, so
 * each retries on its own (`retry: true`) and one's failure never repeats another's work; each
 * is idempotent per event. The composition lives here, above the features, since loyalty and
 * mail are used by orders and cannot be imported by it.
 */

/** One write of an order as a handler gets it. */
export interface OrderWrite {
  eventId: string;
  orderId: string;
  change: OrderChange;
}

function onOrderWrite(handle: (write: OrderWrite) => Promise<unknown>) {
  return onDocumentWritten({ document: ORDER_DOCUMENT, region: REGION, retry: true }, (event) =>
    handle({
      eventId: event.id,
      orderId: event.params.orderId,
      change: orderChange(event.data?.before, event.data?.after),
    }),
  );
}

/**
 * Referral credits: the rules decide which writes are settled and which statuses earn;
 * loyalty brings the order's bonus record in step with the order as it is now.
 */
export function settleReferral(orderId: string, change: ReferralWrite): Promise<SettlementOutcome> {
  if (!settlesReferral(change)) return Promise.resolve('not-a-status-change');
  return settleOrderReferral(orderId, {
    earns: earnsReferralCredit,
    readOrder: (id) => storedOrdersRepository.find(id),
  });
}

/** Keeps the stats rollups in step with every order write (features/stats/stats.jobs.ts). */
export const statsOrderRollup = onOrderWrite(({ eventId, orderId, change }) =>
  rollUpOrderWrite(eventId, orderId, change),
);

/**
 * Records a friend's order's referral bonus when it is placed, credits the referrer once the
 * order is paid (or later), and takes it back when it is cancelled or set back to new,
 * whoever changed the status (features/loyalty/referral-settlement.ts).
 */
export const referralOrderSettlement = onOrderWrite(({ orderId, change }) =>
  settleReferral(orderId, change),
);

/**
 * The customer's e-mails about an order (placed, tracking number, shipped, delivered,
 * cancelled), written to `mail` for the Trigger Email extension (features/mail/order-mails.ts).
 */
export const orderMail = onOrderWrite(({ eventId, orderId, change }) =>
  sendOrderMails(eventId, orderId, change),
);
