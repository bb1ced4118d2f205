import { LIMITED_STOCK_MAX } from '@contract/storefront';

export type StockTone = 'red' | 'amber' | 'green';

export interface StockLevel {
  tone: StockTone;
  label: string;
  inStock: boolean;
}

/** Stock badge: red at 3 or fewer, amber at 10 or fewer, green above. */
export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return { tone: 'red', label: 'Out of stock', inStock: false };
  if (stock <= LIMITED_STOCK_MAX)
    return { tone: 'red', label: `Only ${stock} left`, inStock: true };
  if (stock <= 10) return { tone: 'amber', label: `Low stock: ${stock} left`, inStock: true };
  return { tone: 'green', label: 'In stock', inStock: true };
}
