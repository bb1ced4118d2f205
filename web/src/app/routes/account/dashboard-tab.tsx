import { useMemo, useState, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { Product } from '@contract/product';
import { paths } from '@/config/paths';
import { ProductCard } from '@/components/ui/product-card';
import { QueryState, type QueryStatus } from '@/components/ui/query-state';
import { useProducts } from '@/features/catalog';
import { useMyOrders } from '@/features/orders';
import { useWishlistStore } from '@/features/wishlist';
import { m } from '@/i18n/messages';
import { errorMessage } from '@/lib/api-error';
import { formatNumber, formatPrice } from '@/lib/format';
import { readRecentlyViewed } from '@/lib/saved-ids-storage';
import { pickByIds, recommendProducts } from './recommendations';

/** How many recently viewed products the dashboard shows. */
const RECENT_SHOWN = 6;

/** The hint's English wording (the specification's); the tab shows it in the page's language. */
export const RECOMMENDATIONS_HINT = m.account_recommendations_hint({}, { locale: 'en' });

/** Sum of order totals in whole cents, so many orders never drift. */
export const totalSpent = (orders: readonly { total: number }[]) =>
  orders.reduce((cents, order) => cents + Math.round(order.total * 100), 0) / 100;

export function DashboardTab() {
  const orders = useMyOrders();
  const wishlistIds = useWishlistStore((state) => state.ids);
  const products = useProducts();
  const [recentIds] = useState(readRecentlyViewed);

  const recent = useMemo(
    () => pickByIds(products.data ?? [], recentIds).slice(0, RECENT_SHOWN),
    [products.data, recentIds],
  );
  const recommended = useMemo(
    () => recommendProducts(products.data ?? [], wishlistIds),
    [products.data, wishlistIds],
  );

  const orderFigure = (value: (list: NonNullable<typeof orders.data>) => string) =>
    orders.data ? value(orders.data) : orders.error ? '—' : '…';

  const hint = m.account_recommendations_hint();

  return (
    <div className="dashboard">
      <ul className="dashboard__stats" aria-label={m.account_at_a_glance()}>
        <Stat
          label={m.account_tab_orders()}
          value={orderFigure((list) => formatNumber(list.length))}
          tab="orders"
        />
        <Stat
          label={m.account_total_spent()}
          value={orderFigure((list) => formatPrice(totalSpent(list)))}
          tab="orders"
        />
        <Stat
          label={m.account_tab_wishlist()}
          value={formatNumber(wishlistIds.length)}
          tab="wishlist"
        />
      </ul>
      {orders.error && (
        <p className="form-error">
          {m.account_order_figures_failed({ reason: errorMessage(orders.error) })}
        </p>
      )}

      <ProductSection title={m.account_recently_viewed()} id="dashboard-recent">
        {recentIds.length === 0 ? (
          <p className="muted">
            {m.account_nothing_viewed()}{' '}
            <Link to={paths.catalog.to()}>{m.account_browse_catalog()}</Link>.
          </p>
        ) : (
          <Products query={products} items={recent} empty={m.account_nothing_viewed()} />
        )}
      </ProductSection>

      <ProductSection title={m.account_recommended()} id="dashboard-recommended">
        {wishlistIds.length === 0 ? (
          <p className="muted">{hint}</p>
        ) : (
          <Products query={products} items={recommended} empty={hint} />
        )}
      </ProductSection>
    </div>
  );
}

function Stat({ label, value, tab }: { label: string; value: string; tab: string }) {
  return (
    <li>
      <Link className="stat-card" to={paths.profile.to(tab)}>
        <span className="stat-card__label">{label}</span>
        <span className="stat-card__value">{value}</span>
      </Link>
    </li>
  );
}

function ProductSection({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section className="dashboard__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Products({
  query,
  items,
  empty,
}: {
  query: QueryStatus<Product[]>;
  items: Product[];
  empty: string;
}) {
  return (
    <QueryState
      query={query}
      retry={false}
      empty={<p className="muted">{empty}</p>}
      isEmpty={() => items.length === 0}
    >
      {() => (
        <ul className="product-grid dashboard__products">
          {items.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
