import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ErrorBox } from '@/components/ui/error-box';
import { PageLoader } from '@/components/ui/page-loader';
import { ProductCard } from '@/components/ui/product-card';
import { useProducts } from '@/features/catalog/api/get-products';
import { useWishlistStore } from '@/features/wishlist/stores/wishlist-store';
import { errorMessage } from '@/lib/api-error';
import { formatCount } from '@/lib/format';
import { pickByIds } from '../recommendations';

/** The saved products, as on /wishlist, with a way to remove each. */
export function WishlistTab() {
  const ids = useWishlistStore((state) => state.ids);
  const remove = useWishlistStore((state) => state.remove);
  const { data, error, isPending } = useProducts();
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
  if (isPending) return <PageLoader />;
  if (error) return <ErrorBox message={errorMessage(error)} />;

  return (
    <>
      <p className="muted">
        {formatCount(saved.length, 'saved item')} ·{' '}
        <Link to={paths.wishlist.to()}>Open the wishlist page</Link>
      </p>
      <ul className="product-grid">
        {saved.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
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
  );
}
