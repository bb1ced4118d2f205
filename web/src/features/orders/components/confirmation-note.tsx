import type { CustomerOrder } from '@contract/account';
import { formatDateTime } from '@/lib/date-format';
import { confirmationWait } from '../order-display';

/**
 * Says that an order waits for its e-mail confirmation (issue 21) and until when; nothing for
 * any other order. No address is named: the customer knows where the link went.
 */
export function ConfirmationNote({ order }: { order: CustomerOrder }) {
  const wait = confirmationWait(order);
  if (!wait) return null;
  return (
    <p className="order-confirm-note">
      {wait.overdue ? (
        <>
          <strong>Not confirmed in time</strong> — the order will be cancelled and its items go back
          on sale.
        </>
      ) : (
        <>
          <strong>Waiting for e-mail confirmation</strong> — confirm with the link we sent to the
          e-mail address of this order by{' '}
          <time dateTime={wait.confirmBy}>{formatDateTime(wait.confirmBy)}</time>.
        </>
      )}
    </p>
  );
}
