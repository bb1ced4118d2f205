import { CartIcon } from '@/components/ui/icons';
import { formatCount } from '@/lib/format';
import { selectCount, useCartStore } from '../stores/cart-store';
import { preloadCartDrawer } from './cart-drawer-slot';

export function CartButton() {
  const count = useCartStore(selectCount);
  const openDrawer = useCartStore((state) => state.openDrawer);

  return (
    <button
      type="button"
      className="header-button cart-button"
      aria-label={`Cart, ${formatCount(count, 'item')}`}
      aria-haspopup="dialog"
      // The drawer's chunk is on its way before the click that opens it.
      onPointerEnter={preloadCartDrawer}
      onFocus={preloadCartDrawer}
      onClick={openDrawer}
    >
      <CartIcon />
      <span className="header-button__label" aria-hidden="true">
        Cart
      </span>
      {count > 0 && (
        <span className="cart-button__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
