import { useId, useState } from 'react';
import type { AdminOrderSummary } from '@contract/admin-orders';
import { ErrorBox } from '@/components/ui/error-box';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/date-format';
import { formatNumber, formatPrice } from '@/lib/format';
import { orderItemCount, shortOrderNumber } from '@/lib/order-summary';
import { useAdminOrders } from '../api/get-admin-orders';
import { AdminTable } from '@/features/admin/components/admin-table';
import { HoldExpiryNote } from './hold-expiry-note';
import { orderCustomer } from './orders-customer';
import { OrderAdminDetailsModal } from './order-admin-details-modal';
import { OrdersStatusSelect } from './orders-status-select';

/** Admin tab: Orders, with the status select and the View Details modal (spec section 2). */
export function OrdersTab() {
  const { data: orders, error, isPending, isFetching, refetch } = useAdminOrders();
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
  if (orders.length === 0) return <p className="empty-state muted">No orders yet.</p>;

  return (
    <>
      <p className="muted">{formatNumber(orders.length)} orders, newest first.</p>
      <AdminTable label="Orders">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Customer</th>
            <th scope="col">E-mail</th>
            <th scope="col" className="admin-table__num">
              Items
            </th>
            <th scope="col" className="admin-table__num">
              Total
            </th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              onView={() => {
                setOpenId(order.id);
              }}
            />
          ))}
        </tbody>
      </AdminTable>
      {openId && (
        <OrderAdminDetailsModal
          orderId={openId}
          onClose={() => {
            setOpenId(null);
          }}
        />
      )}
    </>
  );
}

function OrderRow({ order, onView }: { order: AdminOrderSummary; onView: () => void }) {
  const numberId = useId();
  const customer = orderCustomer(order);
  return (
    <tr>
      <th scope="row" id={numberId} className="admin-code">
        {shortOrderNumber(order.id)}
      </th>
      <td>
        <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      </td>
      <td>{customer.name || '—'}</td>
      <td>{customer.email || '—'}</td>
      <td className="admin-table__num">{formatNumber(orderItemCount(order))}</td>
      <td className="admin-table__num">{formatPrice(order.total)}</td>
      <td>
        <OrdersStatusSelect order={order} />
        <HoldExpiryNote at={order.holdExpiresAt} />
      </td>
      <td>
        {/* The order number describes the button, so each of many reads apart. */}
        <button
          type="button"
          className="button button--ghost"
          aria-describedby={numberId}
          onClick={onView}
        >
          View Details
        </button>
      </td>
    </tr>
  );
}
