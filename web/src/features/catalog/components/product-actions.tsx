import { Link } from '@/components/ui/link';
import type { Product } from '@contract/product';
import { paths } from '@/config/paths';
import { HeartIcon } from '@/components/ui/store-icons';
import { useNotify } from '@/components/notifications/notifications-context';
import { m } from '@/i18n/messages';
import { cartActions, useCartStore } from '@/features/cart';
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
  const openCart = useCartStore((state) => state.openDrawer);
  const saved = useWishlistStore((state) => state.ids.includes(product.id));
  const toggleSaved = useWishlistStore((state) => state.toggle);
  const soldOut = product.stock <= 0;

  const addToCart = () => {
    const result = cartActions.add(product);
    if (result.added) {
      notify.success(m.product_added());
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
        {soldOut ? m.shell_stock_out() : m.product_add_to_cart()}
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
        {saved ? m.product_wishlist_remove() : m.product_wishlist_add()}
      </button>
      <button type="button" className="link-button product-actions__view" onClick={openCart}>
        {m.product_view_cart()}
      </button>
      {canEdit && (
        <Link className="button button--ghost" to={`${paths.product.to(product.slug)}?edit=1`}>
          Edit
        </Link>
      )}
    </div>
  );
}
