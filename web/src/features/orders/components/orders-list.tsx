import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Order } from '@contract/order';
import { paths } from '@/config/paths';
import { ErrorBox } from '@/components/ui/error-box';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-error';
import { formatCount, formatPrice } from '@/lib/format';
import { selectUser, useSessionStore } from '@/lib/session-store';
import { useMyOrders } from '../api/get-my-orders';
import { formatOrderDate, orderItemCount, shortOrderNumber } from '../order-display';
import { OrderDetailsModal } from './order-details-modal';
import { OrderStatusBadge } from './order-status-badge';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import './orders.css';

/** The signed-in customer's orders with a details modal (used by /orders and the account area). */
export function OrdersList() {
  const user = useSessionStore(selectUser);
  if (!user) return <SignInPrompt />;
  return <SignedInOrders />;
}

function SignedInOrders() {
  const { data: orders, error, isPending, isFetching, refetch } = useMyOrders();
  // The id, not the order: a refetch while the modal is open shows the fresh copy.
  const [openId, setOpenId] = useState<string | null>(null);

  if (error) {
    return (
      <ErrorBox
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (isPending) return <PageLoader />;
  if (orders.length === 0) return <NoOrders />;

  const open = orders.find((order) => order.id === openId);
  return (
    <>
      <ul className="orders-list">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard
              order={order}
              onView={() => {
                setOpenId(order.id);
              }}
            />
          </li>
        ))}
      </ul>
      {open && (
        <OrderDetailsModal
          order={open}
          onClose={() => {
            setOpenId(null);
          }}
        />
      )}
    </>
  );
}

function OrderCard({ order, onView }: { order: Order; onView: () => void }) {
  const titleId = useId();
  return (
    <article className="order-card" aria-labelledby={titleId}>
      <header className="order-card__head">
        <h2 id={titleId} className="order-card__title">
          Order {shortOrderNumber(order.id)}
        </h2>
        <OrderStatusBadge status={order.status} />
      </header>
      <div className="order-card__body">
        <dl className="order-card__facts">
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt>Items</dt>
            <dd>{formatCount(orderItemCount(order), 'item')}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{formatPrice(order.total)}</dd>
          </div>
        </dl>
        <div className="order-card__actions">
          {/* The order number describes the button, so each of many reads apart. */}
          <button
            type="button"
            className="button button--ghost"
            aria-describedby={titleId}
            onClick={onView}
          >
            View Order Details
          </button>
        </div>
      </div>
    </article>
  );
}

function NoOrders() {
  return (
    <div className="empty-state">
      <p>No orders yet.</p>
      <Link className="button button--primary" to={paths.catalog.to()}>
        Browse the catalog
      </Link>
    </div>
  );
}
