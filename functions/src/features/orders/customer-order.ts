import type { CustomerOrder } from '../../contract/account';
import type { Order } from '../../contract/order';

/**
 * The order as its customer reads it: with `confirmBy` while it waits for its contact
 * e-mail's confirmation (issue 21), the end of its short hold, counted from when it was
 * placed as the link's validity and the hold-expiry job count it. Null for any other order.
 */
export function toCustomerOrder(order: Order, unconfirmedHoldMs: number): CustomerOrder {
  const placedMs = Date.parse(order.createdAt);
  const waiting = !order.contactConfirmed && order.status === 'new' && !Number.isNaN(placedMs);
  return {
    ...order,
    confirmBy: waiting ? new Date(placedMs + unconfirmedHoldMs).toISOString() : null,
  };
}
