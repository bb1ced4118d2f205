import { LIMITED_STOCK_MAX } from '@contract/storefront';
import { m } from '@/i18n/messages';

export type StockTone = 'red' | 'amber' | 'green';

export interface StockLevel {
  tone: StockTone;
  label: string;
  inStock: boolean;
}

/** Stock badge: red at 3 or fewer, amber at 10 or fewer, green above. */
export function stockLevel(stock: number): StockLevel {
  const count = String(stock);
  if (stock <= 0) return { tone: 'red', label: m.shell_stock_out(), inStock: false };
  if (stock <= LIMITED_STOCK_MAX)
    return { tone: 'red', label: m.shell_stock_only({ count }), inStock: true };
  if (stock <= 10) return { tone: 'amber', label: m.shell_stock_low({ count }), inStock: true };
  return { tone: 'green', label: m.shell_stock_in(), inStock: true };
}
