import { useId, useState } from 'react';
import type { AdminOrderSummary } from '@contract/admin-orders';
import { AdminTable } from '@/components/ui/admin-table';
import { LoadMore } from '@/components/ui/load-more';
import { SearchableList } from '@/components/ui/search-box';
import { formatDate } from '@/lib/date-format';
import { formatNumber, formatPrice } from '@/lib/format';
import { orderItemCount, shortOrderNumber } from '@/lib/order-summary';
import { useSearchText } from '@/lib/use-debounced-value';
import { useAdminOrdersPages } from '../api/get-admin-orders';
import type { StaleAfterOrderChange } from '../api/update-admin-order';
import { ContactConfirmation } from './contact-confirmation';
import { HoldExpiryNote } from './hold-expiry-note';
import { orderCustomer } from './orders-customer';
import { OrderAdminDetailsModal } from './order-admin-details-modal';
import { OrdersStatusSelect } from './orders-status-select';

/**
 * Admin tab: Orders, a page at a time, with the status select and the View Details modal.
 * `staleAfterChange`: the other features' queries a status change makes stale (the app's).
 */
export function OrdersTab({ staleAfterChange }: { staleAfterChange: StaleAfterOrderChange }) {
  const { text, setText, q } = useSearchText();
  const query = useAdminOrdersPages('all', { q });
  const { data, error, isPending, isFetching, refetch, isFetchNextPageError } = query;
  const [openId, setOpenId] = useState<string | null>(null);
  const orders = data?.pages.flatMap((page) => page.items) ?? [];
  // A failed 'Load more' keeps the pages loaded so far; LoadMore says so under them.
  const loadError = isFetchNextPageError ? null : error;
  return (
    <SearchableList
      noun="orders"
      placeholder="Order number, order id or e-mail"
      text={text}
      onTextChange={setText}
      q={q}
      query={{ data, error: loadError, isPending, isFetching, refetch }}
      isEmpty={() => orders.length === 0}
    >
      {() => (
        <>
          <Orders
            orders={orders}
            more={query.hasNextPage}
            q={q}
            openId={openId}
            onOpenChange={setOpenId}
            staleAfterChange={staleAfterChange}
          />
          <LoadMore query={query} className="admin-list-footer" />
        </>
      )}
    </SearchableList>
  );
}

interface OrdersProps {
  orders: readonly AdminOrderSummary[];
  /** More pages to load. */
  more: boolean;
  /** The search the rows answer ('' for the whole list). */
  q: string;
  openId: string | null;
  onOpenChange: (id: string | null) => void;
  staleAfterChange: StaleAfterOrderChange;
}

function Orders({ orders, more, q, openId, onOpenChange, staleAfterChange }: OrdersProps) {
  return (
    <>
      <p className="muted">
        {formatNumber(orders.length)} orders{more && ' loaded'}
        {q !== '' && ` matching “${q}”`}, newest first.
      </p>
      <AdminTable label="Orders">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Customer</th>
            <th scope="col">E-mail</th>
            <th scope="col">Confirmation</th>
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
              staleAfterChange={staleAfterChange}
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

interface OrderRowProps {
  order: AdminOrderSummary;
  onView: () => void;
  staleAfterChange: StaleAfterOrderChange;
}

function OrderRow({ order, onView, staleAfterChange }: OrderRowProps) {
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
      <td>
        <ContactConfirmation confirmed={order.contactConfirmed} />
      </td>
      <td className="admin-table__num">{formatNumber(orderItemCount(order))}</td>
      <td className="admin-table__num">{formatPrice(order.total)}</td>
      <td>
        <OrdersStatusSelect order={order} staleAfterChange={staleAfterChange} />
        <HoldExpiryNote at={order.holdExpiresAt} confirmed={order.contactConfirmed} />
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
