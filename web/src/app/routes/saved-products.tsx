// The wishlist's products: the saved ids (wishlist) looked up in the catalogue's list. Shared
// by the wishlist page and the account area's Wishlist tab, the two places that show them.
import { useMemo } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useProducts } from '@/features/catalog';
import { useWishlistStore } from '@/features/wishlist';
import { m } from '@/i18n/messages';
import { pickByIds } from '@/lib/pick-by-ids';

/** The saved ids, the products query and the saved products still in the shop, in saved order. */
export function useSavedProducts() {
  const ids = useWishlistStore((state) => state.ids);
  const remove = useWishlistStore((state) => state.remove);
  const query = useProducts();
  const { data } = query;
  const saved = useMemo(() => pickByIds(data ?? [], ids), [data, ids]);
  return { ids, remove, query, saved };
}

export function EmptyWishlist() {
  return (
    <div className="empty-state">
      <p>{m.catalog_wishlist_empty()}</p>
      <Link className="button button--primary" to={paths.catalog.to()}>
        {m.catalog_browse()}
      </Link>
    </div>
  );
}
