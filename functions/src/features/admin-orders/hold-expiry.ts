import type { OrderStatus } from '../../contract/order';

/** How long orders hold unpaid stock: `ORDER_HOLD_HOURS`, and `UNCONFIRMED_HOLD_MINUTES` while unconfirmed. */
export interface HoldLengths {
  /** A confirmed order's hold (issue 12); 0 turns its expiry off. */
  holdMs: number;
  /** An unconfirmed order's short hold (issue 21). */
  unconfirmedHoldMs: number;
}

/**
 * When an unpaid order's stock hold ends (issue 12). Only a `new` order holds unpaid stock;
 * demo orders never took any, so they never expire (they stay for trying out Shipments).
 * An unconfirmed order (issue 21) holds for the short hold; a confirmed one for the usual
 * hold, both counted from when it was placed. A usual hold of 0 turns that expiry off. Null
 * when nothing will expire.
 */
export function holdExpiresAt(
  order: { status: OrderStatus; createdAt: string; contactConfirmed: boolean },
  demo: boolean,
  holds: HoldLengths,
): string | null {
  if (demo || order.status !== 'new') return null;
  const holdMs = order.contactConfirmed ? holds.holdMs : holds.unconfirmedHoldMs;
  if (holdMs <= 0) return null;
  const created = Date.parse(order.createdAt);
  if (Number.isNaN(created)) return null;
  return new Date(created + holdMs).toISOString();
}

/** Orders placed before this instant have held their stock for the whole hold. */
export function holdCutoff(now: Date, holdMs: number): Date {
  return new Date(now.getTime() - holdMs);
}
