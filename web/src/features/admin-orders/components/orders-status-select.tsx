import { useId } from 'react';
import { ORDER_STATUSES, OrderStatusSchema } from '@contract/order';
import type { AdminOrderSummary } from '@contract/admin-orders';
import { errorMessage } from '@/lib/api-error';
import { orderStatusLabel, shortOrderNumber } from '@/lib/order-summary';
import { useUpdateAdminOrder, type StaleAfterOrderChange } from '../api/update-admin-order';

/**
 * The status select of one order row (an admin may set any of the six, no restriction).
 * Disabled while its change is saved; a failure shows under it and the select goes back.
 */
export function OrdersStatusSelect({
  order,
  staleAfterChange,
}: {
  order: AdminOrderSummary;
  staleAfterChange: StaleAfterOrderChange;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const update = useUpdateAdminOrder(staleAfterChange);
  const patch = update.isPending ? update.variables.patch : null;
  const pending = patch && 'status' in patch ? patch.status : null;

  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        Status of order {shortOrderNumber(order.id)}
      </label>
      <select
        id={id}
        className="select"
        value={pending ?? order.status}
        disabled={update.isPending}
        aria-invalid={update.isError || undefined}
        aria-describedby={update.isError ? errorId : undefined}
        onChange={(event) => {
          const status = OrderStatusSchema.safeParse(event.target.value);
          if (!status.success || status.data === order.status) return;
          update.mutate({ id: order.id, patch: { status: status.data } });
        }}
      >
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {orderStatusLabel(status)}
          </option>
        ))}
      </select>
      {update.isError && (
        <p id={errorId} className="form-error" role="alert">
          {errorMessage(update.error)}
        </p>
      )}
    </>
  );
}
