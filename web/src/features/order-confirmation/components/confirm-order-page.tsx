import { Link } from '@/components/ui/link';
import type { ConfirmOrderResponse } from '@contract/order-confirmation';
import { ConfirmLinkPage, type ConfirmLinkResult } from '@/components/ui/confirm-link-page';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { m } from '@/i18n/messages';
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
      title={m.checkout_confirm_title()}
      intro={m.checkout_confirm_intro()}
      action={m.checkout_confirm_action()}
      invalidLink={m.checkout_confirm_link_invalid()}
      whatNext={
        <p>
          {m.checkout_questions()} <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
        </p>
      }
      confirm={confirm}
      result={confirmedOrder}
    />
  );
}

/** The confirmed order: its number, how long it is held, and where to find it again. */
const confirmedOrder = (answer: ConfirmOrderResponse): ConfirmLinkResult => ({
  heading: m.checkout_confirmed_heading({ number: answer.number }),
  body: (
    <>
      <p>
        {m.checkout_confirmed_hold()}
        {answer.holdExpiresAt ? (
          <>
            {' '}
            {m.checkout_confirmed_until()}{' '}
            <time dateTime={answer.holdExpiresAt}>{formatDateTime(answer.holdExpiresAt)}</time>
          </>
        ) : null}
        .
      </p>
      <Link
        className="button button--ghost"
        to={`${paths.tracking.to()}?order=${encodeURIComponent(answer.number)}`}
      >
        {m.checkout_find_your_order()}
      </Link>
    </>
  ),
});
