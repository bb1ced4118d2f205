import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/ui/query-state';
import { RemovableProductGrid } from '@/components/ui/removable-product-grid';
import { m } from '@/i18n/messages';
import { formatNumber } from '@/lib/format';
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
            {m.account_saved_items({ count: saved.length, shown: formatNumber(saved.length) })} ·{' '}
            <Link to={paths.wishlist.to()}>{m.account_open_wishlist_page()}</Link>
          </p>
          <RemovableProductGrid products={saved} listName="wishlist" onRemove={remove} />
        </>
      )}
    </QueryState>
  );
}
