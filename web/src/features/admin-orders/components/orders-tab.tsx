import { useId, useState } from 'react';
import type { AdminOrderSummary } from '@contract/admin-orders';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/date-format';
import { formatNumber, formatPrice } from '@/lib/format';
import { orderItemCount, shortOrderNumber } from '@/lib/order-summary';
import { useAdminOrders } from '../api/get-admin-orders';
import { AdminTable } from '@/features/admin';
import { HoldExpiryNote } from './hold-expiry-note';
import { orderCustomer } from './orders-customer';
import { OrderAdminDetailsModal } from './order-admin-details-modal';
import { OrdersStatusSelect } from './orders-status-select';

/** Admin tab: Orders, with the status select and the View Details modal. */
export function OrdersTab() {
  const query = useAdminOrders();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <QueryState query={query} empty={<p className="empty-state muted">No orders yet.</p>}>
      {(orders) => <Orders orders={orders} openId={openId} onOpenChange={setOpenId} />}
    </QueryState>
  );
}

interface OrdersProps {
  orders: readonly AdminOrderSummary[];
  openId: string | null;
  onOpenChange: (id: string | null) => void;
}

function Orders({ orders, openId, onOpenChange }: OrdersProps) {
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
                onOpenChange(order.id);
              }}
            />
          ))}
        </tbody>
      </AdminTable>
      {openId && (
        <OrderAdminDetailsModal
          orderId={openId}
          onClose={() => {
            onOpenChange(null);
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
