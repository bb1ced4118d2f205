import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { RemovableProductGrid } from '@/components/ui/removable-product-grid';
import { formatCount } from '@/lib/format';
import { EmptyWishlist, useSavedProducts } from './saved-products';

/** Route /wishlist: the products saved on this device (wishlist), as the catalogue has them. */
export function WishlistPage() {
  const { ids, remove, query, saved } = useSavedProducts();

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
