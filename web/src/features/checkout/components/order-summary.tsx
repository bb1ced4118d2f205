import type { CartItem, CartTotals } from '@/features/cart';
import { m } from '@/i18n/messages';
import { formatNumber, formatPrice } from '@/lib/format';
import { productTitle } from '@/lib/product-text';

interface OrderSummaryProps {
  items: readonly CartItem[];
  totals: CartTotals;
  coupon: string | null;
}

/** Subtotal with item count, shipping $10.00, the discount line and total. */
export function OrderSummary({ items, totals, coupon }: OrderSummaryProps) {
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h3 id="order-summary-title" className="order-summary__title">
        {m.checkout_order_summary()}
      </h3>
      <ul className="order-summary__lines">
        {items.map((item) => (
          <li key={item.id}>
            <span>
              {productTitle(item)} <span className="muted">× {item.qty}</span>
            </span>
            <span>{formatPrice(item.price * item.qty)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-summary__totals">
        <div>
          <dt>
            {m.cart_subtotal_items({
              items: m.cart_items({ count: totals.count, shown: formatNumber(totals.count) }),
            })}
          </dt>
          <dd>{formatPrice(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>{m.cart_shipping()}</dt>
          <dd>{formatPrice(totals.shipping)}</dd>
        </div>
        {totals.tax > 0 && (
          <div>
            <dt>{m.cart_tax()}</dt>
            <dd>{formatPrice(totals.tax)}</dd>
          </div>
        )}
        <div>
          <dt>{coupon ? m.cart_discount_coupon({ coupon }) : m.cart_discount()}</dt>
          <dd>-{formatPrice(totals.discount)}</dd>
        </div>
        {totals.bonusDiscount > 0 && (
          <div>
            <dt>{m.cart_bonus_discount()}</dt>
            <dd>-{formatPrice(totals.bonusDiscount)}</dd>
          </div>
        )}
        <div className="order-summary__total">
          <dt>{m.cart_total()}</dt>
          <dd>{formatPrice(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
