import type { OrderStatus } from '../../contract/order';

/**
 * What a status change does to the stock an order holds. An order takes its stock when it is
 * placed; cancelling gives it back once (the order keeps `stockReturned: true`), and moving a
 * cancelled order to any other status takes it again and clears the flag. The flag, not the
 * status alone, decides, so a repeated or concurrent cancel never returns stock twice.
 */
export type StockMove = 'return' | 'take' | 'none';

export function stockMove(change: {
  from: OrderStatus;
  to: OrderStatus;
  /** The order's `stockReturned` flag. */
  stockReturned: boolean;
  /** False for demo orders: they never took stock, so they never give any back. */
  holdsStock: boolean;
}): StockMove {
  const { from, to, stockReturned, holdsStock } = change;
  if (!holdsStock || from === to) return 'none';
  if (to === 'cancelled') return stockReturned ? 'none' : 'return';
  return stockReturned ? 'take' : 'none';
}

export interface StockLine {
  id: string;
  title: string;
  qty: number;
}

/** The order's lines as one quantity per product (an order could name a product twice). */
export function stockLines(items: readonly StockLine[]): StockLine[] {
  const byId = new Map<string, StockLine>();
  for (const { id, title, qty } of items) {
    const seen = byId.get(id);
    byId.set(id, { id, title: seen?.title ?? title, qty: (seen?.qty ?? 0) + qty });
  }
  return [...byId.values()];
}
