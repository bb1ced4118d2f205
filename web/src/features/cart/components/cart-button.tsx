import { CartIcon } from '@/components/ui/icons';
import { m } from '@/i18n/messages';
import { formatNumber } from '@/lib/format';
import { selectCount, useCartStore } from '../stores/cart-store';
import { preloadCartDrawer } from './cart-drawer-slot';

export function CartButton() {
  const count = useCartStore(selectCount);
  const openDrawer = useCartStore((state) => state.openDrawer);

  return (
    <button
      type="button"
      className="header-button cart-button"
      aria-label={m.cart_button_label({ count, shown: formatNumber(count) })}
      aria-haspopup="dialog"
      // The drawer's chunk is on its way before the click that opens it.
      onPointerEnter={preloadCartDrawer}
      onFocus={preloadCartDrawer}
      onClick={openDrawer}
    >
      <CartIcon />
      <span className="header-button__label" aria-hidden="true">
        {m.shell_cart()}
      </span>
      {count > 0 && (
        <span className="cart-button__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
