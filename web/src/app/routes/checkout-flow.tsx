import { profileQueryOptions } from '@/features/account';
import { catalogKeys } from '@/features/catalog';
import { ShippingModal } from '@/features/checkout';
import { loyaltyKeys } from '@/features/loyalty';
import { ordersKeys } from '@/features/orders';

/** What a placed order changes on the server: the stock, the buyer's orders, their bonuses. */
const STALE_AFTER_ORDER = [ordersKeys.all, catalogKeys.all, loyaltyKeys.bonuses];

/**
 * The checkout flow: the checkout's shipping form and Place Order, starting from the account's
 * saved profile, and marking stale what the order changed. Opened from the cart (checkout-slot).
 */
export function CheckoutFlow({ onClose }: { onClose: () => void }) {
  return (
    <ShippingModal
      onClose={onClose}
      profileQuery={profileQueryOptions}
      staleAfterOrder={STALE_AFTER_ORDER}
    />
  );
}
