import { SHIPPING_FLAT } from '@contract/limits';
import { m } from '@/i18n/messages';
import { formatNumber, formatPrice } from '@/lib/format';
import type { CartTotals } from '../cart-totals';

/** The drawer's money lines: fixed shipping first, then subtotal, discounts and total. */
export function CartSummary({ totals, coupon }: { totals: CartTotals; coupon: string | null }) {
  return (
    <dl className="cart-summary">
      <div>
        <dt>{m.cart_standard_shipping()}</dt>
        <dd>{formatPrice(SHIPPING_FLAT)}</dd>
      </div>
      <div>
        <dt>
          {totals.count > 0
            ? m.cart_subtotal_items({
                items: m.cart_items({ count: totals.count, shown: formatNumber(totals.count) }),
              })
            : m.cart_subtotal()}
        </dt>
        <dd>{formatPrice(totals.subtotal)}</dd>
      </div>
      {totals.tax > 0 && (
        <div>
          <dt>{m.cart_tax()}</dt>
          <dd>{formatPrice(totals.tax)}</dd>
        </div>
      )}
      {coupon && (
        <div className="cart-summary__saving">
          <dt>{m.cart_discount_coupon({ coupon })}</dt>
          <dd>-{formatPrice(totals.discount)}</dd>
        </div>
      )}
      {totals.bonusDiscount > 0 && (
        <div className="cart-summary__saving">
          <dt>{m.cart_bonus_discount()}</dt>
          <dd>-{formatPrice(totals.bonusDiscount)}</dd>
        </div>
      )}
      <div className="cart-summary__total">
        <dt>{m.cart_total()}</dt>
        <dd>{formatPrice(totals.total)}</dd>
      </div>
    </dl>
  );
}
