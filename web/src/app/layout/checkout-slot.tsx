import { lazy, Suspense, useEffect } from 'react';
import { useCartStore } from '@/features/cart/shell';
import { loadShippingModal } from '@/features/checkout/shell';

// The shipping modal and its country list are a chunk of their own, fetched when the
// shopper opens a non-empty cart (so it is ready by 'Proceed to Checkout').
const ShippingModal = lazy(() => loadShippingModal().then((m) => ({ default: m.ShippingModal })));

/** Where the app puts the checkout: the cart says when, the checkout feature says what. */
export function CheckoutSlot() {
  const open = useCartStore((state) => state.checkoutOpen);
  const close = useCartStore((state) => state.closeCheckout);
  const warmUp = useCartStore((state) => state.drawerOpen && state.items.length > 0);

  useEffect(() => {
    if (warmUp) {
      loadShippingModal().catch(() => {
        // Tried again (and reported) when the modal is really opened.
      });
    }
  }, [warmUp]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ShippingModal onClose={close} />
    </Suspense>
  );
}
