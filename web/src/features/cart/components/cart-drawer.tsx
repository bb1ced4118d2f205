import { lazy, Suspense, useEffect } from 'react';
import { Drawer } from '@/components/ui/drawer';
import { m } from '@/i18n/messages';
import { useLiveStock } from '@/lib/live-stock';
import { selectUser, useSessionStore } from '@/lib/session-store';
import { cartActions, isAboveStock, useCartTotals } from '../stores/cart-actions';
import { useCartStore } from '../stores/cart-store';
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
  const items = useCartStore((state) => state.items);
  const coupon = useCartStore((state) => state.coupon);
  const user = useSessionStore(selectUser);
  const totals = useCartTotals();
  // Lives here, not in the panel, so a coupon is re-quoted even while the drawer is shut.
  const couponQuote = useCouponQuote();
  const empty = items.length === 0;
  // While open, the lines' stock is asked for every few seconds (lib/live-stock.ts).
  const { data: liveStock } = useLiveStock(
    items.map((item) => item.id),
    { enabled: open },
  );
  useEffect(() => {
    if (liveStock) cartActions.syncStock(liveStock);
  }, [liveStock]);
  const blocked = items.some(isAboveStock);

  return (
    <Drawer
      open={open}
      onClose={close}
      title={m.cart_title()}
      className="cart-drawer"
      footer={
        <>
          <CartSummary totals={totals} coupon={coupon} />
          {blocked && (
            <p id="cart-stock-blocked" className="cart-drawer__blocked" role="status">
              {m.cart_stock_blocked()}
            </p>
          )}
          <button
            type="button"
            className="button button--primary button--block cart-drawer__checkout"
            disabled={empty || blocked}
            aria-describedby={blocked ? 'cart-stock-blocked' : undefined}
            onClick={cartActions.proceedToCheckout}
          >
            {m.cart_checkout()}
          </button>
        </>
      }
    >
      {empty ? (
        <p className="cart-empty">{m.cart_empty()}</p>
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
