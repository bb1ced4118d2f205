import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { RemovableProductGrid } from '@/components/ui/removable-product-grid';
import { formatCount } from '@/lib/format';
import { useProducts } from '@/features/catalog';
import { pickByIds } from '@/lib/pick-by-ids';
import { useWishlistStore } from '../stores/wishlist-store';

export function WishlistPage() {
  const ids = useWishlistStore((state) => state.ids);
  const remove = useWishlistStore((state) => state.remove);
  const query = useProducts();
  const products = query.data;
  const saved = useMemo(() => pickByIds(products ?? [], ids), [products, ids]);

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
              <RemovableProductGrid
                products={saved}
                listName="wishlist"
                onRemove={remove}
                headingLevel={2}
                eagerCount={4}
              />
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
