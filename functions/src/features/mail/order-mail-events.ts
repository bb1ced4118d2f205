import { MAILED_STATUSES, type MailedStatus } from './order-mail-messages';

/** What one write of an order tells its customer. */
export type OrderMailEvent =
  | { kind: 'order-placed' }
  | { kind: 'order-tracking'; code: string }
  | { kind: 'order-status'; status: MailedStatus };

type Fields = Readonly<Record<string, unknown>> | undefined;

const trackingCode = (order: Fields): string => {
  const tracking = order?.tracking;
  if (typeof tracking !== 'object' || tracking === null || !('code' in tracking)) return '';
  return typeof tracking.code === 'string' ? tracking.code.trim() : '';
};

const isMailedStatus = (status: unknown): status is MailedStatus =>
  MAILED_STATUSES.some((mailed) => mailed === status);

/** An order waiting for its contact e-mail's confirmation (issue 21); older orders have no flag. */
const isUnconfirmed = (order: Fields): boolean => order?.contactConfirmed === false;

/**
 * The e-mails one write of `orders/{id}` calls for, from the order before and after it:
 * a created order was placed; a tracking code that is new and not empty was saved (clearing
 * it, or saving the same code again, says nothing); a status that changed to shipped,
 * delivered or cancelled is a note. A deleted order, or any other change (anonymising, the
 * admin's other edits), mails nothing.
 *
 * Unconfirmed orders (issue 21): the buyer's own request mails an unproven address only the
 * confirmation link, which the order transaction writes itself. So an unconfirmed order's
 * creation says nothing here; it is "placed" once it is confirmed (by the link, or by an
 * admin moving it on), and the job's cancel of one never confirmed in time
 * (`confirmationExpired`) is not told either. What admins do to it is told as to any order.
 */
export function orderMailEvents(before: Fields, after: Fields): OrderMailEvent[] {
  if (!after) return [];
  if (!before) return isUnconfirmed(after) ? [] : [{ kind: 'order-placed' }];
  const events: OrderMailEvent[] = [];
  if (isUnconfirmed(before) && !isUnconfirmed(after)) events.push({ kind: 'order-placed' });
  const code = trackingCode(after);
  if (code !== '' && code !== trackingCode(before)) events.push({ kind: 'order-tracking', code });
  const expiredUnconfirmed = isUnconfirmed(after) && after.confirmationExpired === true;
  if (after.status !== before.status && isMailedStatus(after.status) && !expiredUnconfirmed) {
    events.push({ kind: 'order-status', status: after.status });
  }
  return events;
}
