import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useNotify } from '@/components/notifications/notifications-context';
import { m } from '@/i18n/messages';
import { loadQueryClient, withQueryClient } from '@/lib/query-layer';
import { useCartStore } from '../stores/cart-store';

// The drawer (its lines, the coupon form, live stock and their queries) is a chunk of its own:
// the cart button fetches it when pointed at or focused, at the latest on the first click.
export const loadCartDrawer = () => import('./cart-drawer');

/** Offline when the chunk was asked for: the drawer closes again and says why (reload to retry). */
function NoDrawer() {
  const close = useCartStore((state) => state.closeDrawer);
  const notify = useNotify();
  useEffect(() => {
    close();
    notify.error(m.cart_open_failed());
  }, [close, notify]);
  return null;
}

// With the query client's chunk: the drawer's quote and live stock are queries.
const CartDrawer = lazy((): Promise<{ default: ComponentType }> =>
  withQueryClient(loadCartDrawer().then((m) => m.CartDrawer)).then(
    (drawer) => ({ default: drawer }),
    (error: unknown) => {
      console.warn('Could not load the cart', error);
      return { default: NoDrawer };
    },
  ),
);

/** Warms the drawer's chunk up; never rejects. */
export function preloadCartDrawer(): void {
  Promise.all([loadCartDrawer(), loadQueryClient()]).catch(() => {
    // Reported when the drawer is really opened.
  });
}

/**
 * Mounts the drawer from its first opening on and keeps it mounted afterwards: its coupon
 * quote follows the cart's lines while it is shut (a coupon is only applied in the drawer).
 */
export function CartDrawerSlot() {
  const open = useCartStore((state) => state.drawerOpen);
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
