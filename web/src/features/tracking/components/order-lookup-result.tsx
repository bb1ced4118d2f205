import type { OrderLookupSummary } from '@contract/order-lookup';
import { ExternalLink } from '@/components/ui/external-link';
import { formatDate } from '@/lib/date-format';
import { m } from '@/i18n/messages';
import { formatPrice } from '@/lib/format';
import { orderStatusText } from '@/lib/order-summary';
import { trackingLookupUrl } from '../tracking-portal';

/** A found order: number, status, date, lines, total and where its parcel can be followed. */
export function OrderLookupResult({ order }: { order: OrderLookupSummary }) {
  const number = `#${order.number}`;
  return (
    <article className="order-lookup__result" aria-label={m.checkout_order_number({ number })}>
      <h3 className="order-lookup__title">{m.checkout_order_number({ number })}</h3>
      <dl className="order-lookup__meta">
        <div>
          <dt>{m.checkout_status()}</dt>
          <dd>
            <span className="badge">{orderStatusText(order.status)}</span>
          </dd>
        </div>
        <div>
          <dt>{m.checkout_date()}</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </dd>
        </div>
        {(order.deliverTo.city || order.deliverTo.country) && (
          <div>
            <dt>{m.checkout_deliver_to()}</dt>
            <dd>{[order.deliverTo.city, order.deliverTo.country].filter(Boolean).join(', ')}</dd>
          </div>
        )}
      </dl>
      <ul className="order-lookup__lines" aria-label={m.checkout_items()}>
        {order.items.map((line, index) => (
          // Lines carry no id here; their order is fixed.
          <li key={index} className="order-lookup__line">
            <span>
              {line.title} <span className="muted">× {line.qty}</span>
            </span>
            <span>{formatPrice(line.price * line.qty)}</span>
          </li>
        ))}
      </ul>
      <p className="order-lookup__total">
        <span>{m.cart_total()}</span> <strong>{formatPrice(order.total)}</strong>
      </p>
      {order.trackingCode ? (
        <p className="order-lookup__tracking">
          {m.checkout_tracking_number()}{' '}
          <strong className="order-lookup__code">{order.trackingCode}</strong>{' '}
          <ExternalLink
            className="button button--ghost"
            href={trackingLookupUrl(order.trackingCode)}
          >
            {m.checkout_track_parcel()}
          </ExternalLink>
        </p>
      ) : (
        <p className="order-lookup__tracking muted">{m.checkout_tracking_not_assigned()}</p>
      )}
    </article>
  );
}
