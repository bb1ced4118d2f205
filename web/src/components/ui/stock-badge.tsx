import { stockLevel } from '@/lib/stock';

export function StockBadge({ stock }: { stock: number }) {
  const level = stockLevel(stock);
  return <span className={`badge badge--${level.tone}`}>{level.label}</span>;
}
