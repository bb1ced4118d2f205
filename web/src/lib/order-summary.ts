// How any order is summed up in one line, for its customer and for admins alike.
import { orderNumberOf, type Order, type OrderStatus } from '@contract/order';
import { m } from '@/i18n/messages';

/** The order number as the pages show it: `#` and the contract's `orderNumberOf` (`#ABC123`). */
export function shortOrderNumber(id: string): string {
  return `#${orderNumberOf(id)}`;
}

/** Pieces in the order, not lines: two of one toy count as two items. */
export function orderItemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, line) => sum + line.qty, 0);
}

/** `packed` -> `Packed` (the admin panel's words, English only). */
export function orderStatusLabel(status: OrderStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

const STATUS_TEXT: Record<OrderStatus, () => string> = {
  new: m.checkout_status_new,
  paid: m.checkout_status_paid,
  packed: m.checkout_status_packed,
  shipped: m.checkout_status_shipped,
  delivered: m.checkout_status_delivered,
  cancelled: m.checkout_status_cancelled,
};

/** The status as a shopper reads it, in the page's language: `packed` -> `Packed`, `Собран`. */
export function orderStatusText(status: OrderStatus): string {
  return STATUS_TEXT[status]();
}
