import { Link } from 'react-router-dom';
import { CONFIRM_LINK_INVALID } from '@contract/confirm-link';
import type { ConfirmOrderResponse } from '@contract/order-confirmation';
import { ConfirmLinkPage, type ConfirmLinkResult } from '@/components/ui/confirm-link-page';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { formatDateTime } from '@/lib/date-format';
import { useConfirmOrder } from '../api/confirm-order';

/**
 * `/confirm-order#token=...`, opened from the e-mail an unconfirmed order sends (issue 21).
 * Opening it changes nothing (mail scanners open links): the "Confirm order" button POSTs
 * the token (ConfirmLinkPage).
 */
export function ConfirmOrderPage() {
  const confirm = useConfirmOrder();
  return (
    <ConfirmLinkPage
      title="Confirm your order"
      intro={
        <>
          Someone placed an order in our store with your e-mail address. If it was you, confirm it
          below: until then we hold its items for a short time only, and an order that is not
          confirmed in time is cancelled. If it was not you, just close this page.
        </>
      }
      action="Confirm order"
      invalidLink={CONFIRM_LINK_INVALID}
      whatNext={
        <p>
          Questions? Write to <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
        </p>
      }
      confirm={confirm}
      result={confirmedOrder}
    />
  );
}

/** The confirmed order: its number, how long it is held, and where to find it again. */
const confirmedOrder = (answer: ConfirmOrderResponse): ConfirmLinkResult => ({
  heading: `Order #${answer.number} is confirmed`,
  body: (
    <>
      <p>
        Thank you! Payment is coming soon: we will hold your items
        {answer.holdExpiresAt ? (
          <>
            {' '}
            until{' '}
            <time dateTime={answer.holdExpiresAt}>{formatDateTime(answer.holdExpiresAt)}</time>
          </>
        ) : null}
        .
      </p>
      <Link
        className="button button--ghost"
        to={`${paths.tracking.to()}?order=${encodeURIComponent(answer.number)}`}
      >
        Find your order
      </Link>
    </>
  ),
});
