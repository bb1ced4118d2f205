// How an order reads to its customer (spec sections 4 and 9). Pure, so list, modal and
// page agree and the rules are tested once.
import type { Order, OrderStatus } from '@contract/order';

/** The number shown to customers: the first 6 characters of the id, upper-cased. */
export function shortOrderNumber(id: string): string {
  return `#${id.slice(0, 6).toUpperCase()}`;
}

/** The five badge colours customers see (spec section 4). */
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

/** `packed` -> `Packed`. */
export function orderStatusLabel(status: OrderStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** Pieces in the order, not lines: two of one toy count as two items. */
export function orderItemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, line) => sum + line.qty, 0);
}

/** Older orders carry `images` instead of `image`. */
export function orderLineImage(line: Order['items'][number]): string | undefined {
  return line.image || line.images?.[0];
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** `15 Jan 2026`, in the customer's time zone. */
export function formatOrderDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** `15 Jan 2026, 10:00`, for the detail view. */
export function formatOrderDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
