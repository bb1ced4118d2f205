import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { RemovableProductGrid } from '@/components/ui/removable-product-grid';
import { m } from '@/i18n/messages';
import { formatNumber } from '@/lib/format';
import { EmptyWishlist, useSavedProducts } from './saved-products';

/** Route /wishlist: the products saved on this device (wishlist), as the catalogue has them. */
export function WishlistPage() {
  const { ids, remove, query, saved } = useSavedProducts();

  return (
    <section className="glass page" aria-labelledby="wishlist-title">
      <PageTitle title={m.catalog_wishlist_title()} />
      <header className="page-header">
        <h1 id="wishlist-title">{m.catalog_wishlist_title()}</h1>
        <p>{m.catalog_wishlist_intro()}</p>
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
              <p className="muted">
                {m.catalog_saved_items({
                  count: saved.length,
                  shown: formatNumber(saved.length),
                })}
              </p>
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
