// How any order is summed up in one line, for its customer and for admins alike.
import type { Order, OrderStatus } from '@contract/order';

/** The order number people see and type: the first 6 characters of the id, upper-cased (spec section 9). */
export function shortOrderNumber(id: string): string {
  return `#${id.slice(0, 6).toUpperCase()}`;
}

/** Pieces in the order, not lines: two of one toy count as two items. */
export function orderItemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, line) => sum + line.qty, 0);
}

/** `packed` -> `Packed`. */
export function orderStatusLabel(status: OrderStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
