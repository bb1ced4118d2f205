import { useId, useRef, useState } from 'react';
import type { AdminOrderSummary } from '@contract/admin-orders';
import { AdminTable } from '@/components/ui/admin-table';
import { ErrorBox } from '@/components/ui/error-box';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/date-format';
import { orderStatusLabel, shortOrderNumber } from '@/lib/order-summary';
import { useAdminOrdersPages } from '../api/get-admin-orders';
import type { StaleAfterOrderChange } from '../api/update-admin-order';
import { HoldExpiryNote } from './hold-expiry-note';
import { orderCustomer } from './orders-customer';
import { ShipmentsDemoOrderForm, ShipmentsTrackingForm } from './shipments-forms';
import { splitShipments } from './shipments-split';

/** The Shipments tab refreshes every 30 seconds while open. */
export const SHIPMENTS_REFRESH_MS = 30_000;

const timeFormat = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' });

type PagedOrders = ReturnType<typeof useAdminOrdersPages>;

/**
 * Admin tab: Shipments: orders without and with tracking, demo orders, tracking numbers.
 * `staleAfterChange`: the other features' queries an order change makes stale (the app's).
 */
export function ShipmentsTab({ staleAfterChange }: { staleAfterChange: StaleAfterOrderChange }) {
  // "Without tracking" is its own list (every order still waiting, however old); "With
  // tracking" is read from the pages of all orders.
  const refresh = { refetchInterval: SHIPMENTS_REFRESH_MS };
  const waiting = useAdminOrdersPages('without-tracking', refresh);
  const all = useAdminOrdersPages('all', refresh);
  const [orderCode, setOrderCode] = useState('');
  const trackingInputRef = useRef<HTMLInputElement>(null);

  const addTracking = (order: AdminOrderSummary) => {
    // The full id, not the short number: it cannot match two orders.
    setOrderCode(order.id);
    trackingInputRef.current?.focus();
  };

  return (
    <div className="shipments">
      <div className="shipments__forms">
        <ShipmentsTrackingForm
          orderCode={orderCode}
          onOrderCodeChange={setOrderCode}
          trackingInputRef={trackingInputRef}
          staleAfterChange={staleAfterChange}
        />
        <ShipmentsDemoOrderForm staleAfterChange={staleAfterChange} />
      </div>
      <ShipmentLists waiting={waiting} all={all} onAddTracking={addTracking} />
    </div>
  );
}

interface ShipmentListsProps {
  waiting: PagedOrders;
  all: PagedOrders;
  onAddTracking: (order: AdminOrderSummary) => void;
}

const rowsOf = (query: PagedOrders) => query.data?.pages.flatMap((page) => page.items);

function ShipmentLists({ waiting, all, onAddTracking }: ShipmentListsProps) {
  const updatedAt = Math.min(waiting.dataUpdatedAt, all.dataUpdatedAt);
  const waitingRows = rowsOf(waiting);
  const allRows = rowsOf(all);
  return (
    <>
      <p className="muted">
        Refreshes every 30 seconds
        {updatedAt > 0 && <> · updated {timeFormat.format(updatedAt)}</>}
        {(waiting.isFetching || all.isFetching) && ' · refreshing...'}
      </p>
      <ShipmentList
        title="Without tracking"
        empty="Every order has a tracking number."
        query={waiting}
        orders={waitingRows && splitShipments(waitingRows).withoutTracking}
        onAddTracking={onAddTracking}
      />
      <ShipmentList
        title="With tracking"
        empty="No orders with a tracking number yet."
        query={all}
        orders={allRows && splitShipments(allRows).withTracking}
        // Its rows are a part of all orders' pages: a footer left in view would page on
        // through every order.
        autoLoad={false}
      />
    </>
  );
}

interface ShipmentListProps {
  title: string;
  empty: string;
  query: PagedOrders;
  /** Undefined until the first page is in. */
  orders: AdminOrderSummary[] | undefined;
  onAddTracking?: (order: AdminOrderSummary) => void;
  /** Load the next page when the list's end scrolls into view. */
  autoLoad?: boolean;
}

/**
 * One list with its own pages. A failed refresh or 'Load more' keeps the rows on screen
 * and says so above them; a failed first load offers 'Try again'.
 */
function ShipmentList({
  title,
  empty,
  query,
  orders,
  onAddTracking,
  autoLoad = true,
}: ShipmentListProps) {
  const titleId = useId();
  const { error, isFetching, hasNextPage } = query;
  return (
    <section className="shipments__list" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-card__title">
        {title}{' '}
        {orders && (
          <span className="muted">
            ({orders.length}
            {hasNextPage && ' loaded'})
          </span>
        )}
      </h2>
      {orders === undefined ? (
        error ? (
          <ErrorBox
            message={errorMessage(error)}
            onRetry={() => void query.refetch()}
            retrying={isFetching}
          />
        ) : (
          <PageLoader />
        )
      ) : (
        <>
          {error && !query.isFetchNextPageError && <ErrorBox message={errorMessage(error)} />}
          {orders.length === 0 ? (
            <p className="muted">{hasNextPage ? 'None among the orders loaded so far.' : empty}</p>
          ) : (
            <AdminTable label={title}>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Date</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Destination</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    {onAddTracking ? <span className="visually-hidden">Actions</span> : 'Tracking'}
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <ShipmentRow key={order.id} order={order} onAddTracking={onAddTracking} />
                ))}
              </tbody>
            </AdminTable>
          )}
          <LoadMore query={query} autoLoad={autoLoad} className="admin-list-footer" />
        </>
      )}
    </section>
  );
}

function ShipmentRow({
  order,
  onAddTracking,
}: {
  order: AdminOrderSummary;
  onAddTracking: ((order: AdminOrderSummary) => void) | undefined;
}) {
  const numberId = useId();
  const customer = orderCustomer(order);
  const destination = [order.shippingData.city, order.shippingData.country]
    .filter(Boolean)
    .join(', ');
  return (
    <tr>
      <th scope="row" id={numberId} className="admin-code">
        {shortOrderNumber(order.id)}
      </th>
      <td>
        <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      </td>
      <td>{customer.name || customer.email || '—'}</td>
      <td>{destination || '—'}</td>
      <td>
        {orderStatusLabel(order.status)}
        <HoldExpiryNote at={order.holdExpiresAt} confirmed={order.contactConfirmed} />
      </td>
      <td>
        {onAddTracking ? (
          <button
            type="button"
            className="button button--ghost"
            aria-describedby={numberId}
            onClick={() => {
              onAddTracking(order);
            }}
          >
            Add tracking
          </button>
        ) : (
          <span className="admin-code">{order.tracking?.code}</span>
        )}
      </td>
    </tr>
  );
}
