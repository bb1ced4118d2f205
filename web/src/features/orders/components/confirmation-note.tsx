import type { CustomerOrder } from '@contract/account';
import { m } from '@/i18n/messages';
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
          <strong>{m.checkout_not_confirmed_in_time()}</strong> {m.checkout_not_confirmed_rest()}
        </>
      ) : (
        <>
          <strong>{m.checkout_waiting_confirmation()}</strong> {m.checkout_waiting_rest()}{' '}
          <time dateTime={wait.confirmBy}>{formatDateTime(wait.confirmBy)}</time>.
        </>
      )}
    </p>
  );
}
