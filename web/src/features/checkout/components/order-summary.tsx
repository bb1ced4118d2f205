import type { CartItem, CartTotals } from '@/features/cart';
import { formatCount, formatPrice } from '@/lib/format';

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
        Order Summary
      </h3>
      <ul className="order-summary__lines">
        {items.map((item) => (
          <li key={item.id}>
            <span>
              {item.title} <span className="muted">× {item.qty}</span>
            </span>
            <span>{formatPrice(item.price * item.qty)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-summary__totals">
        <div>
          <dt>Subtotal ({formatCount(totals.count, 'item')})</dt>
          <dd>{formatPrice(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{formatPrice(totals.shipping)}</dd>
        </div>
        {totals.tax > 0 && (
          <div>
            <dt>Tax</dt>
            <dd>{formatPrice(totals.tax)}</dd>
          </div>
        )}
        <div>
          <dt>Discount{coupon && ` (${coupon})`}</dt>
          <dd>-{formatPrice(totals.discount)}</dd>
        </div>
        {totals.bonusDiscount > 0 && (
          <div>
            <dt>Bonus discount</dt>
            <dd>-{formatPrice(totals.bonusDiscount)}</dd>
          </div>
        )}
        <div className="order-summary__total">
          <dt>Total</dt>
          <dd>{formatPrice(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
