import { Drawer } from '@/components/ui/drawer';
import { formatPrice } from '@/lib/format';
import { SHIPPING_FEE } from '@/config/site';
import { cartTotals } from '../cart-totals';
import { useCartStore } from '../stores/cart-store';
import { CartLine } from './cart-line';
import './cart.css';

export function CartDrawer() {
  const open = useCartStore((state) => state.drawerOpen);
  const close = useCartStore((state) => state.closeDrawer);
  const items = useCartStore((state) => state.items);
  const totals = cartTotals(items);

  return (
    <Drawer
      open={open}
      onClose={close}
      title="Your cart"
      className="cart-drawer"
      footer={
        <dl className="cart-summary">
          <div>
            <dt>Standard shipping</dt>
            <dd>{formatPrice(SHIPPING_FEE)}</dd>
          </div>
          <div>
            <dt>Subtotal</dt>
            <dd>{formatPrice(totals.subtotal)}</dd>
          </div>
          <div className="cart-summary__total">
            <dt>Total</dt>
            <dd>{formatPrice(totals.total)}</dd>
          </div>
        </dl>
      }
    >
      {items.length === 0 ? (
        <p className="cart-empty">Cart is empty.</p>
      ) : (
        <ul className="cart-lines">
          {items.map((item) => (
            <CartLine key={item.id} item={item} onNavigate={close} />
          ))}
        </ul>
      )}
    </Drawer>
  );
}
