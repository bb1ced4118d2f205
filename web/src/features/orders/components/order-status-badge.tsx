import type { OrderStatus } from '@contract/order';
import { orderStatusText, orderStatusTone } from '../order-display';

/** The status in one of the five customer colours. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`badge order-status order-status--${orderStatusTone(status)}`}>
      {orderStatusText(status)}
    </span>
  );
}
