import { Link } from 'react-router-dom';
import type { Product } from '@contract/product';
import { paths } from '@/config/paths';
import { HeartIcon } from '@/components/ui/icons';
import { useNotify } from '@/components/notifications/notifications-context';
import { useCartStore } from '@/features/cart';
import { useWishlistStore } from '@/features/wishlist';

interface ProductActionsProps {
  product: Product;
  /** Admins get an Edit button that opens the page's edit mode. */
  canEdit?: boolean;
  /** A drop before its release time: Add to cart stays disabled, even with stock. */
  notOnSaleYet?: boolean;
}

export function ProductActions({
  product,
  canEdit = false,
  notOnSaleYet = false,
}: ProductActionsProps) {
  const notify = useNotify();
  const add = useCartStore((state) => state.add);
  const openCart = useCartStore((state) => state.openDrawer);
  const saved = useWishlistStore((state) => state.ids.includes(product.id));
  const toggleSaved = useWishlistStore((state) => state.toggle);
  const soldOut = product.stock <= 0;

  const addToCart = () => {
    const result = add(product);
    if (result.added) {
      notify.success('Added to cart');
      if (result.capped) notify.warning(result.note);
    } else {
      notify.warning(result.note);
    }
  };

  return (
    <div className="product-actions">
      <button
        type="button"
        className="button button--primary product-actions__cart"
        disabled={soldOut || notOnSaleYet}
        onClick={addToCart}
      >
        {soldOut ? 'Out of stock' : 'Add to cart'}
      </button>
      <button
        type="button"
        className="button button--ghost"
        aria-pressed={saved}
        onClick={() => {
          toggleSaved(product.id);
        }}
      >
        <HeartIcon filled={saved} className={saved ? 'heart--on' : undefined} />
        {saved ? 'Remove from wishlist' : 'Add to wishlist'}
      </button>
      <button type="button" className="link-button product-actions__view" onClick={openCart}>
        View cart
      </button>
      {canEdit && (
        <Link className="button button--ghost" to={`${paths.product.to(product.slug)}?edit=1`}>
          Edit
        </Link>
      )}
    </div>
  );
}
