import type { OrderStatus } from '../../contract/order';

/**
 * When an unpaid order's stock hold ends (issue 12). Only a `new` order holds unpaid stock;
 * demo orders never took any, so they never expire (they stay for trying out Shipments).
 * A hold of 0 turns the expiry off. Null when nothing will expire.
 */
export function holdExpiresAt(
  order: { status: OrderStatus; createdAt: string },
  demo: boolean,
  holdMs: number,
): string | null {
  if (holdMs <= 0 || demo || order.status !== 'new') return null;
  const created = Date.parse(order.createdAt);
  if (Number.isNaN(created)) return null;
  return new Date(created + holdMs).toISOString();
}

/** Orders placed before this instant have held their stock for the whole hold. */
export function holdCutoff(now: Date, holdMs: number): Date {
  return new Date(now.getTime() - holdMs);
}
