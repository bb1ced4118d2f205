import { lazy, Suspense } from 'react';
import { Drawer } from '@/components/ui/drawer';
import { selectUser, useSessionStore } from '@/lib/session-store';
import { useCartStore, useCartTotals } from '../stores/cart-store';
import { useCouponQuote } from '../use-coupon-quote';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { CouponForm } from './coupon-form';
import './cart.css';

// Signed-in shoppers only, with its balance query: not part of the first load.
const BonusControls = lazy(() =>
  import('./bonus-controls').then((m) => ({ default: m.BonusControls })),
);

export function CartDrawer() {
  const open = useCartStore((state) => state.drawerOpen);
  const close = useCartStore((state) => state.closeDrawer);
  const proceed = useCartStore((state) => state.proceedToCheckout);
  const items = useCartStore((state) => state.items);
  const coupon = useCartStore((state) => state.coupon);
  const user = useSessionStore(selectUser);
  const totals = useCartTotals();
  // Lives here, not in the panel, so a coupon is re-quoted even while the drawer is shut.
  const couponQuote = useCouponQuote();
  const empty = items.length === 0;

  return (
    <Drawer
      open={open}
      onClose={close}
      title="Your cart"
      className="cart-drawer"
      footer={
        <>
          <CartSummary totals={totals} coupon={coupon} />
          <button
            type="button"
            className="button button--primary button--block cart-drawer__checkout"
            disabled={empty}
            onClick={proceed}
          >
            Proceed to Checkout
          </button>
        </>
      }
    >
      {empty ? (
        <p className="cart-empty">Cart is empty.</p>
      ) : (
        <>
          <ul className="cart-lines">
            {items.map((item) => (
              <CartLine key={item.id} item={item} onNavigate={close} />
            ))}
          </ul>
          <div className="cart-extras">
            <CouponForm couponQuote={couponQuote} />
            {user && (
              <Suspense fallback={null}>
                <BonusControls uid={user.uid} />
              </Suspense>
            )}
          </div>
        </>
      )}
    </Drawer>
  );
}
