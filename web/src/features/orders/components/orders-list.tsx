import { useId, useState } from 'react';
import { Link } from '@/components/ui/link';
import type { CustomerOrder } from '@contract/account';
import { paths } from '@/config/paths';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { m } from '@/i18n/messages';
import { formatPrice } from '@/lib/format';
import { selectUser, useSessionStore } from '@/lib/session-store';
import { useMyOrdersPages } from '../api/get-my-orders';
import { formatOrderDate, itemCount, orderItemCount, shortOrderNumber } from '../order-display';
import { ConfirmationNote } from './confirmation-note';
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
  const query = useMyOrdersPages();
  const { data, error, isPending, isFetching, refetch, isFetchNextPageError } = query;
  // The id, not the order: a refetch while the modal is open shows the fresh copy.
  const [openId, setOpenId] = useState<string | null>(null);
  const orders = data?.pages.flatMap((page) => page.items) ?? [];
  // A failed 'Load more' keeps the pages loaded so far; LoadMore says so under them.
  const loadError = isFetchNextPageError ? null : error;
  return (
    <QueryState
      query={{ data, error: loadError, isPending, isFetching, refetch }}
      empty={<NoOrders />}
      isEmpty={() => orders.length === 0}
    >
      {() => (
        <>
          <Orders orders={orders} openId={openId} onOpenChange={setOpenId} />
          <LoadMore query={query} className="orders-list-footer" />
        </>
      )}
    </QueryState>
  );
}

interface OrdersProps {
  orders: readonly CustomerOrder[];
  openId: string | null;
  onOpenChange: (id: string | null) => void;
}

function Orders({ orders, openId, onOpenChange }: OrdersProps) {
  const open = orders.find((order) => order.id === openId);
  return (
    <>
      <ul className="orders-list">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard
              order={order}
              onView={() => {
                onOpenChange(order.id);
              }}
            />
          </li>
        ))}
      </ul>
      {open && (
        <OrderDetailsModal
          order={open}
          onClose={() => {
            onOpenChange(null);
          }}
        />
      )}
    </>
  );
}

function OrderCard({ order, onView }: { order: CustomerOrder; onView: () => void }) {
  const titleId = useId();
  return (
    <article className="order-card" aria-labelledby={titleId}>
      <header className="order-card__head">
        <h2 id={titleId} className="order-card__title">
          {m.checkout_order_number({ number: shortOrderNumber(order.id) })}
        </h2>
        <OrderStatusBadge status={order.status} />
      </header>
      <ConfirmationNote order={order} />
      <div className="order-card__body">
        <dl className="order-card__facts">
          <div>
            <dt>{m.checkout_date()}</dt>
            <dd>
              <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt>{m.checkout_items()}</dt>
            <dd>{itemCount(orderItemCount(order))}</dd>
          </div>
          <div>
            <dt>{m.cart_total()}</dt>
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
            {m.checkout_view_details()}
          </button>
        </div>
      </div>
    </article>
  );
}

function NoOrders() {
  return (
    <div className="empty-state">
      <p>{m.checkout_no_orders()}</p>
      <Link className="button button--primary" to={paths.catalog.to()}>
        {m.checkout_browse_catalog()}
      </Link>
    </div>
  );
}
