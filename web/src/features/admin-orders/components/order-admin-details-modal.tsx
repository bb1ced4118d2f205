import { useId, type ReactNode } from 'react';
import type { Order } from '@contract/order';
import { Modal } from '@/components/ui/modal';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/date-format';
import { formatCount } from '@/lib/format-count';
import { formatPrice } from '@/lib/format';
import { orderItemCount, orderStatusLabel, shortOrderNumber } from '@/lib/order-summary';
import { useAdminOrder } from '../api/get-admin-order';
import { ContactConfirmation } from './contact-confirmation';
import './order-admin-details-modal.css';

interface Props {
  orderId: string;
  onClose: () => void;
}

/** Orders tab 'View Details': the admin view with shipping and passport data. */
export function OrderAdminDetailsModal({ orderId, onClose }: Props) {
  const query = useAdminOrder(orderId);
  return (
    <Modal
      title={`Order ${shortOrderNumber(orderId)}`}
      onClose={onClose}
      className="order-admin-modal"
    >
      <p className="muted order-admin-modal__notice">
        This view shows passport data; each opening is recorded in the admin log.
      </p>
      <QueryState query={query}>{(order) => <OrderAdminDetails order={order} />}</QueryState>
    </Modal>
  );
}

function OrderAdminDetails({ order }: { order: Order }) {
  const shipping = order.shippingData;
  return (
    <div className="order-admin-details">
      <Section title="Order">
        <Facts
          rows={[
            ['Order ID', <span className="admin-code">{order.id}</span>],
            ['Placed', formatDateTime(order.createdAt)],
            ['Status', orderStatusLabel(order.status)],
            ['Tracking', order.tracking ? order.tracking.code : 'Not assigned'],
            ['Account', order.userEmail || 'Guest'],
            ['Confirmation', <ContactConfirmation confirmed={order.contactConfirmed} />],
          ]}
        />
      </Section>

      <Section title={`Items (${formatCount(orderItemCount(order), 'item')})`}>
        <ul className="order-admin-details__lines">
          {order.items.map((line) => (
            <li key={line.id}>
              <span>
                {line.title} × {line.qty}
              </span>
              <span>{formatPrice(line.price * line.qty)}</span>
            </li>
          ))}
        </ul>
        <Facts
          rows={[
            ['Subtotal', formatPrice(order.subtotal)],
            ['Shipping', formatPrice(order.shipping)],
            ...(order.tax > 0 ? [['Tax', formatPrice(order.tax)] as const] : []),
            ...(order.discount > 0
              ? [
                  [
                    order.coupon ? `Discount (${order.coupon})` : 'Discount',
                    `-${formatPrice(order.discount)}`,
                  ] as const,
                ]
              : []),
            ...(order.bonusDiscount > 0
              ? [['Bonuses', `-${formatPrice(order.bonusDiscount)}`] as const]
              : []),
            ['Total', <strong>{formatPrice(order.total)}</strong>],
          ]}
        />
      </Section>

      <Section title="Shipping">
        <Facts
          rows={[
            ['Full name', shipping.fullName],
            ['E-mail', shipping.email],
            ['Phone', shipping.phone],
            ['Address', shipping.address],
            ['City', shipping.city],
            ['Region', shipping.state],
            ['Postal code', shipping.postalCode],
            ['Country', shipping.country],
            ['Notes', shipping.notes],
          ]}
        />
      </Section>

      <Section title="Passport">
        <Facts
          rows={[
            ['Passport number', shipping.passportNumber],
            ['Issue date', shipping.passportIssueDate],
            ['Issued by', shipping.passportIssuedBy],
            ['Nationality', shipping.nationality],
          ]}
        />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="order-admin-details__section" aria-labelledby={id}>
      <h3 id={id} className="order-admin-details__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Label and value pairs; a blank value reads as a dash rather than leaving a gap. */
function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="order-admin-details__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
