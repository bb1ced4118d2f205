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

/**
 * The e-mails one write of `orders/{id}` calls for, from the order before and after it:
 * a created order was placed; a tracking code that is new and not empty was saved (clearing
 * it, or saving the same code again, says nothing); a status that changed to shipped,
 * delivered or cancelled is a note. A deleted order, or any other change (anonymising, the
 * admin's other edits), mails nothing.
 */
export function orderMailEvents(before: Fields, after: Fields): OrderMailEvent[] {
  if (!after) return [];
  if (!before) return [{ kind: 'order-placed' }];
  const events: OrderMailEvent[] = [];
  const code = trackingCode(after);
  if (code !== '' && code !== trackingCode(before)) events.push({ kind: 'order-tracking', code });
  if (after.status !== before.status && isMailedStatus(after.status)) {
    events.push({ kind: 'order-status', status: after.status });
  }
  return events;
}
