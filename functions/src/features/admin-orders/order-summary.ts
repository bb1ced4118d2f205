import { AdminOrderSummarySchema, type AdminOrderSummary } from '../../contract/admin-orders';
import { orderHoldConfig, unconfirmedOrdersConfig } from '../../core/env';
import type { StoredOrder } from '../orders';
import { holdExpiresAt } from './hold-expiry';

/**
 * The rows of the admin lists and the export: the summary schema leaves the passport fields
 * (and everything stored-only) out; the hold's end is worked out from `createdAt` and today's
 * `ORDER_HOLD_HOURS` (or `UNCONFIRMED_HOLD_MINUTES` for an unconfirmed order), the same
 * figures the expiry job uses.
 */
export function toSummaries(orders: readonly StoredOrder[]): AdminOrderSummary[] {
  const holds = {
    holdMs: orderHoldConfig().holdMs,
    unconfirmedHoldMs: unconfirmedOrdersConfig().holdMs,
  };
  return orders.map((order) =>
    AdminOrderSummarySchema.parse({
      ...order,
      holdExpiresAt: holdExpiresAt(order, order.demo, holds),
    }),
  );
}
