import type { AdminOrderSummary } from '@contract/admin-orders';

/** What the split looks at; any order row that has it can be split. */
type Shippable = Pick<AdminOrderSummary, 'status' | 'tracking'>;

export interface ShipmentLists<T extends Shippable = AdminOrderSummary> {
  withoutTracking: T[];
  withTracking: T[];
}

/**
 * The Shipments tab's two lists (saving a code moves the order across).
 * A cancelled order without a code is left out: there is nothing to ship.
 */
export function splitShipments<T extends Shippable>(orders: readonly T[]): ShipmentLists<T> {
  const lists: ShipmentLists<T> = { withoutTracking: [], withTracking: [] };
  for (const order of orders) {
    if (order.tracking?.code) lists.withTracking.push(order);
    else if (order.status !== 'cancelled') lists.withoutTracking.push(order);
  }
  return lists;
}
