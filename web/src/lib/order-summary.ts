// How any order is summed up in one line, for its customer and for admins alike.
import { orderNumberOf, type Order, type OrderStatus } from '@contract/order';

/** The order number as the pages show it: `#` and the contract's `orderNumberOf` (`#ABC123`). */
export function shortOrderNumber(id: string): string {
  return `#${orderNumberOf(id)}`;
}

/** Pieces in the order, not lines: two of one toy count as two items. */
export function orderItemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, line) => sum + line.qty, 0);
}

/** `packed` -> `Packed`. */
export function orderStatusLabel(status: OrderStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
