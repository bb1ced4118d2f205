import { useId } from 'react';
import type { CustomerOrder } from '@contract/account';
import type { Order } from '@contract/order';
import { ExternalLink } from '@/components/ui/external-link';
import { TruckIcon } from '@/components/ui/icons';
import { trackingLookupUrl } from '@/features/tracking';
import { m } from '@/i18n/messages';
import { formatPrice } from '@/lib/format';
import { formatOrderDateTime, itemCount, orderItemCount, orderLineImage } from '../order-display';
import { ConfirmationNote } from './confirmation-note';
import { OrderStatusBadge } from './order-status-badge';

type HeadingLevel = 2 | 3;

interface OrderDetailsProps {
  order: CustomerOrder;
  /** 2 on the page (under its h1), 3 in the modal (under its h2 title). */
  headingLevel?: HeadingLevel;
}

/** Everything about one order, shared by the detail page and the modal. */
export function OrderDetails({ order, headingLevel = 2 }: OrderDetailsProps) {
  const Heading = `h${headingLevel}` as const;
  const itemsId = useId();
  return (
    <div className="order-details">
      <dl className="order-details__meta">
        <div>
          <dt>{m.checkout_status()}</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt>{m.checkout_date()}</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatOrderDateTime(order.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{m.checkout_order_id()}</dt>
          <dd className="order-details__id">{order.id}</dd>
        </div>
      </dl>
      <ConfirmationNote order={order} />

      <div className="order-details__layout">
        <section aria-labelledby={itemsId}>
          <Heading id={itemsId} className="order-details__heading">
            {m.checkout_items_count({ items: itemCount(orderItemCount(order)) })}
          </Heading>
          <OrderLines order={order} />
        </section>
        <div className="order-details__side">
          <OrderTotals order={order} Heading={Heading} />
          <TrackingCard order={order} Heading={Heading} />
        </div>
      </div>
    </div>
  );
}

function OrderLines({ order }: { order: Order }) {
  return (
    <ul className="order-lines">
      {order.items.map((line) => {
        const image = orderLineImage(line);
        return (
          <li key={line.id} className="order-line">
            {image ? (
              <img
                className="order-line__image"
                src={image}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="order-line__image" aria-hidden="true" />
            )}
            <div className="order-line__text">
              <p className="order-line__title">{line.title}</p>
              <p className="muted">
                {m.checkout_line_qty({ qty: line.qty, price: formatPrice(line.price) })}
              </p>
            </div>
            <p className="order-line__total">{formatPrice(line.price * line.qty)}</p>
          </li>
        );
      })}
    </ul>
  );
}

interface SectionProps {
  order: Order;
  Heading: `h${HeadingLevel}`;
}

function OrderTotals({ order, Heading }: SectionProps) {
  const id = useId();
  return (
    <section className="order-panel" aria-labelledby={id}>
      <Heading id={id} className="order-details__heading">
        {m.checkout_summary()}
      </Heading>
      <dl className="order-totals">
        <div>
          <dt>{m.cart_subtotal()}</dt>
          <dd>{formatPrice(order.subtotal)}</dd>
        </div>
        <div>
          <dt>{m.cart_shipping()}</dt>
          <dd>{formatPrice(order.shipping)}</dd>
        </div>
        {order.tax > 0 && (
          <div>
            <dt>{m.cart_tax()}</dt>
            <dd>{formatPrice(order.tax)}</dd>
          </div>
        )}
        <div>
          <dt>
            {order.coupon ? m.cart_discount_coupon({ coupon: order.coupon }) : m.cart_discount()}
          </dt>
          <dd>-{formatPrice(order.discount)}</dd>
        </div>
        <div>
          <dt>{m.cart_bonus_discount()}</dt>
          <dd>-{formatPrice(order.bonusDiscount)}</dd>
        </div>
        <div className="order-totals__total">
          <dt>{m.cart_total()}</dt>
          <dd>{formatPrice(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The tracking code once an admin saved one, and the shipping method either way. */
function TrackingCard({ order, Heading }: SectionProps) {
  const id = useId();
  const code = order.tracking?.code.trim();
  return (
    <section className="order-panel order-tracking" aria-labelledby={id}>
      <Heading id={id} className="order-details__heading">
        <TruckIcon size={20} />
        {m.checkout_shipping_tracking()}
      </Heading>
      {code ? (
        <>
          <p className="order-tracking__label">{m.checkout_tracking_number()}</p>
          <p className="order-tracking__code">{code}</p>
          <ExternalLink className="link-button" href={trackingLookupUrl(code)}>
            {m.checkout_track_parcel()}
          </ExternalLink>
        </>
      ) : (
        <p className="muted">{m.checkout_tracking_not_assigned()}</p>
      )}
      <div className="order-tracking__method">
        <p className="order-tracking__label">{m.cart_standard_shipping()}</p>
        <p className="muted">{m.checkout_estimated_delivery()}</p>
      </div>
    </section>
  );
}
