import type { AdminOrderSummary } from '@contract/admin-orders';

export interface ShipmentLists {
  withoutTracking: AdminOrderSummary[];
  withTracking: AdminOrderSummary[];
}

/**
 * The Shipments tab's two lists (spec section 4: saving a code moves the order across).
 * A cancelled order without a code is left out: there is nothing to ship.
 */
export function splitShipments(orders: readonly AdminOrderSummary[]): ShipmentLists {
  const lists: ShipmentLists = { withoutTracking: [], withTracking: [] };
  for (const order of orders) {
    if (order.tracking?.code) lists.withTracking.push(order);
    else if (order.status !== 'cancelled') lists.withoutTracking.push(order);
  }
  return lists;
}
