import type { Product } from '@contract/product';
import { AdminTable } from '@/components/ui/admin-table';
import { QueryState } from '@/components/ui/query-state';
import { StockBadge } from '@/components/ui/stock-badge';
import { useProducts } from '@/features/catalog';
import { formatNumber } from '@/lib/format';
import { stockLevel } from '@/lib/stock';

/**
 * Admin tab: Inventory, stock per product. Read from the live product
 * list (the cache the Products tab refreshes), lowest stock first: what needs restocking
 * comes to the top.
 */
export function InventoryTab() {
  const query = useProducts();
  return (
    <QueryState query={query} empty={<p className="empty-state muted">No products yet.</p>}>
      {(products) => <Inventory products={products} />}
    </QueryState>
  );
}

function Inventory({ products }: { products: readonly Product[] }) {
  const sorted = [...products].sort((a, b) => a.stock - b.stock || a.title.localeCompare(b.title));
  const out = products.filter((product) => product.stock <= 0).length;
  const low = products.filter((product) => {
    const tone = stockLevel(product.stock).tone;
    return product.stock > 0 && tone !== 'green';
  }).length;

  return (
    <>
      <p className="muted">
        {formatNumber(products.length)} products · {formatNumber(out)} out of stock ·{' '}
        {formatNumber(low)} running low
      </p>
      <AdminTable label="Inventory">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="admin-table__num">
              Stock
            </th>
            <th scope="col">Level</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((product) => (
            <tr key={product.id}>
              <th scope="row" className="admin-table__wrap">
                {product.title}
              </th>
              <td className="admin-table__num">{formatNumber(product.stock)}</td>
              <td>
                <StockBadge stock={product.stock} />
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </>
  );
}
