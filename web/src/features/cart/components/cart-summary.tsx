import { SHIPPING_FLAT } from '@contract/limits';
import { formatCount, formatPrice } from '@/lib/format';
import type { CartTotals } from '../cart-totals';

/** The drawer's money lines: fixed shipping first, then subtotal, discounts and total. */
export function CartSummary({ totals, coupon }: { totals: CartTotals; coupon: string | null }) {
  return (
    <dl className="cart-summary">
      <div>
        <dt>Standard shipping</dt>
        <dd>{formatPrice(SHIPPING_FLAT)}</dd>
      </div>
      <div>
        <dt>Subtotal{totals.count > 0 && ` (${formatCount(totals.count, 'item')})`}</dt>
        <dd>{formatPrice(totals.subtotal)}</dd>
      </div>
      {totals.tax > 0 && (
        <div>
          <dt>Tax</dt>
          <dd>{formatPrice(totals.tax)}</dd>
        </div>
      )}
      {coupon && (
        <div className="cart-summary__saving">
          <dt>Discount ({coupon})</dt>
          <dd>-{formatPrice(totals.discount)}</dd>
        </div>
      )}
      {totals.bonusDiscount > 0 && (
        <div className="cart-summary__saving">
          <dt>Bonus discount</dt>
          <dd>-{formatPrice(totals.bonusDiscount)}</dd>
        </div>
      )}
      <div className="cart-summary__total">
        <dt>Total</dt>
        <dd>{formatPrice(totals.total)}</dd>
      </div>
    </dl>
  );
}
