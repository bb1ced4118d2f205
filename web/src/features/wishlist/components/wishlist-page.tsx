import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@contract/product';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { ProductCard } from '@/components/ui/product-card';
import { QueryState } from '@/components/ui/query-state';
import { formatCount } from '@/lib/format';
import { useProducts } from '@/features/catalog';
import { useWishlistStore } from '../stores/wishlist-store';

/** Saved products in the order they were saved; ids of products gone from the shop are skipped. */
function savedProducts(products: readonly Product[], ids: readonly string[]): Product[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}

export function WishlistPage() {
  const ids = useWishlistStore((state) => state.ids);
  const remove = useWishlistStore((state) => state.remove);
  const query = useProducts();
  const products = query.data;
  const saved = useMemo(() => savedProducts(products ?? [], ids), [products, ids]);

  return (
    <section className="glass page" aria-labelledby="wishlist-title">
      <PageTitle title="Wishlist" />
      <header className="page-header">
        <h1 id="wishlist-title">Wishlist</h1>
        <p>Pieces you are keeping an eye on, saved on this device.</p>
      </header>
      {ids.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <QueryState
          query={query}
          retry={false}
          empty={<EmptyWishlist />}
          isEmpty={() => saved.length === 0}
        >
          {() => (
            <>
              <p className="muted">{formatCount(saved.length, 'saved item')}</p>
              <ul className="product-grid">
                {saved.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard
                      product={product}
                      eager={index < 4}
                      headingLevel={2}
                      actions={
                        <button
                          type="button"
                          className="button button--ghost button--block"
                          aria-label={`Remove ${product.title} from wishlist`}
                          onClick={() => {
                            remove(product.id);
                          }}
                        >
                          Remove
                        </button>
                      }
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}

function EmptyWishlist() {
  return (
    <div className="empty-state">
      <p>No saved items yet.</p>
      <Link className="button button--primary" to={paths.catalog.to()}>
        Browse the catalog
      </Link>
    </div>
  );
}
