import { Suspense, useEffect } from 'react';
import { useCartStore } from '@/features/cart/shell';
import { loadQueryClient, lazyWithQueries } from '@/lib/query-layer';

// The checkout flow (the shipping modal and its country list) is a chunk of its own, fetched
// when the shopper opens a non-empty cart (so it is ready by 'Proceed to Checkout').
const loadCheckoutFlow = () => import('../routes/checkout-flow');
const CheckoutFlow = lazyWithQueries(() => loadCheckoutFlow().then((m) => m.CheckoutFlow));

/** Where the app puts the checkout: the cart says when, the checkout flow says what. */
export function CheckoutSlot() {
  const open = useCartStore((state) => state.checkoutOpen);
  const close = useCartStore((state) => state.closeCheckout);
  const warmUp = useCartStore((state) => state.drawerOpen && state.items.length > 0);

  useEffect(() => {
    if (warmUp) {
      Promise.all([loadCheckoutFlow(), loadQueryClient()]).catch(() => {
        // Tried again (and reported) when the modal is really opened.
      });
    }
  }, [warmUp]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutFlow onClose={close} />
    </Suspense>
  );
}
