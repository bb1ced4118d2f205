import { useId, useRef, useState } from 'react';
import type { AdminOrderSummary } from '@contract/admin-orders';
import { ErrorBox } from '@/components/ui/error-box';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/date-format';
import { orderStatusLabel, shortOrderNumber } from '@/lib/order-summary';
import { useAdminOrders } from '../api/get-admin-orders';
import { AdminTable } from '@/features/admin';
import { HoldExpiryNote } from './hold-expiry-note';
import { orderCustomer } from './orders-customer';
import { ShipmentsDemoOrderForm, ShipmentsTrackingForm } from './shipments-forms';
import { splitShipments } from './shipments-split';

/** The Shipments tab refreshes every 30 seconds while open. */
export const SHIPMENTS_REFRESH_MS = 30_000;

const timeFormat = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' });

/** Admin tab: Shipments: orders without and with tracking, demo orders, tracking numbers. */
export function ShipmentsTab() {
  const query = useAdminOrders({ refetchInterval: SHIPMENTS_REFRESH_MS });
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
        />
        <ShipmentsDemoOrderForm />
      </div>
      <ShipmentLists query={query} onAddTracking={addTracking} />
    </div>
  );
}

interface ShipmentListsProps {
  query: ReturnType<typeof useAdminOrders>;
  onAddTracking: (order: AdminOrderSummary) => void;
}

function ShipmentLists({ query, onAddTracking }: ShipmentListsProps) {
  const { error, isFetching, dataUpdatedAt } = query;
  return (
    <QueryState query={query} keepDataOnError>
      {(orders) => {
        const lists = splitShipments(orders);
        return (
          <>
            <p className="muted">
              Refreshes every 30 seconds
              {dataUpdatedAt > 0 && <> · updated {timeFormat.format(dataUpdatedAt)}</>}
              {isFetching && ' · refreshing...'}
            </p>
            {/* A failed refresh keeps the last lists on screen and says so. */}
            {error && <ErrorBox message={errorMessage(error)} />}
            <ShipmentList
              title="Without tracking"
              empty="Every order has a tracking number."
              orders={lists.withoutTracking}
              onAddTracking={onAddTracking}
            />
            <ShipmentList
              title="With tracking"
              empty="No orders with a tracking number yet."
              orders={lists.withTracking}
            />
          </>
        );
      }}
    </QueryState>
  );
}

interface ShipmentListProps {
  title: string;
  empty: string;
  orders: AdminOrderSummary[];
  onAddTracking?: (order: AdminOrderSummary) => void;
}

function ShipmentList({ title, empty, orders, onAddTracking }: ShipmentListProps) {
  const titleId = useId();
  return (
    <section className="shipments__list" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-card__title">
        {title} <span className="muted">({orders.length})</span>
      </h2>
      {orders.length === 0 ? (
        <p className="muted">{empty}</p>
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
        <HoldExpiryNote at={order.holdExpiresAt} />
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
