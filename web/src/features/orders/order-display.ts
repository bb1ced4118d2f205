// How an order reads to its customer (status colour, short number, dates). Pure, so list,
// modal and page agree and the rules are tested once.
import type { CustomerOrder } from '@contract/account';
import type { Order, OrderStatus } from '@contract/order';
import { m } from '@/i18n/messages';
import { formatNumber } from '@/lib/format';

// The order number, item count and dates read the same in the admin panel: they live in lib/.
export {
  orderItemCount,
  orderStatusLabel,
  orderStatusText,
  shortOrderNumber,
} from '@/lib/order-summary';
export {
  formatDate as formatOrderDate,
  formatDateTime as formatOrderDateTime,
} from '@/lib/date-format';

/** `1` -> `1 item`, `3` -> `3 items` (`3 товара` on a Russian page). */
export const itemCount = (count: number): string =>
  m.cart_items({ count, shown: formatNumber(count) });

/** The five badge colours customers see; paid and packed read as processing. */
export type OrderStatusTone = 'new' | 'processing' | 'shipped' | 'delivered' | 'other';

const STATUS_TONES: Record<OrderStatus, OrderStatusTone> = {
  new: 'new',
  paid: 'processing',
  packed: 'processing',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'other',
};

export function orderStatusTone(status: OrderStatus): OrderStatusTone {
  return STATUS_TONES[status];
}

/** Older orders carry `images` instead of `image`. */
export function orderLineImage(line: Order['items'][number]): string | undefined {
  return line.image || line.images?.[0];
}

/**
 * An order that waits for its contact e-mail's confirmation (issue 21): when the wait ends
 * (the server's `confirmBy`), and whether it already has (the order is about to be
 * cancelled). Null for any other order: confirmed ones, and those without the flag.
 */
export function confirmationWait(
  order: Pick<CustomerOrder, 'contactConfirmed' | 'confirmBy'>,
  nowMs: number = Date.now(),
): { confirmBy: string; overdue: boolean } | null {
  if (order.contactConfirmed || !order.confirmBy) return null;
  return { confirmBy: order.confirmBy, overdue: Date.parse(order.confirmBy) <= nowMs };
}
