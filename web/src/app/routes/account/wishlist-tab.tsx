import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/ui/query-state';
import { RemovableProductGrid } from '@/components/ui/removable-product-grid';
import { formatCount } from '@/lib/format';
import { EmptyWishlist, useSavedProducts } from '../saved-products';

/** The saved products, as on /wishlist, with a way to remove each. */
export function WishlistTab() {
  const { ids, remove, query, saved } = useSavedProducts();

  if (ids.length === 0 || (query.data && saved.length === 0)) return <EmptyWishlist />;
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
