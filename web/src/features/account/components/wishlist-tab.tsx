import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/ui/query-state';
import { RemovableProductGrid } from '@/components/ui/removable-product-grid';
import { useProducts } from '@/features/catalog';
import { useWishlistStore } from '@/features/wishlist';
import { pickByIds } from '@/lib/pick-by-ids';
import { formatCount } from '@/lib/format';

/** The saved products, as on /wishlist, with a way to remove each. */
export function WishlistTab() {
  const ids = useWishlistStore((state) => state.ids);
  const remove = useWishlistStore((state) => state.remove);
  const query = useProducts();
  const { data } = query;
  const saved = useMemo(() => pickByIds(data ?? [], ids), [data, ids]);

  if (ids.length === 0 || (data && saved.length === 0)) {
    return (
      <div className="empty-state">
        <p>No saved items yet.</p>
        <Link className="button button--primary" to={paths.catalog.to()}>
          Browse the catalog
        </Link>
      </div>
    );
  }
  return (
    <QueryState query={query} retry={false}>
      {() => (
        <>
          <p className="muted">
            {formatCount(saved.length, 'saved item')} ·{' '}
            <Link to={paths.wishlist.to()}>Open the wishlist page</Link>
          </p>
          <RemovableProductGrid products={saved} listName="wishlist" onRemove={remove} />
        </>
      )}
    </QueryState>
  );
}
