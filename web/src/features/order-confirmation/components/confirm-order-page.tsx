import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  CONFIRM_LINK_INVALID,
  tokenFromFragment,
  type ConfirmOrderResponse,
} from '@contract/order-confirmation';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { ApiError, errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/date-format';
import { useConfirmOrder } from '../api/confirm-order';
import './confirm-order.css';

/** Answers that trying again cannot change: an unknown, used or expired link, a cancelled order. */
const isFinal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * `/confirm-order#token=...`, opened from the e-mail an unconfirmed order sends (issue 21).
 * Opening it changes nothing (mail scanners open links): the "Confirm order" button POSTs
 * the token. The token is read from the fragment, which the browser never sends anywhere.
 */
export function ConfirmOrderPage() {
  const { hash } = useLocation();
  const token = tokenFromFragment(hash);
  const confirm = useConfirmOrder();
  const final = confirm.isError && isFinal(confirm.error);

  return (
    <section className="glass page-narrow confirm-order" aria-labelledby="confirm-order-title">
      <PageTitle title="Confirm your order" />
      <h1 id="confirm-order-title">Confirm your order</h1>
      {token === null ? (
        <p className="form-error" role="alert">
          {CONFIRM_LINK_INVALID}
        </p>
      ) : confirm.isSuccess ? null : (
        <>
          <p>
            Someone placed an order in our store with your e-mail address. If it was you, confirm it
            below: until then we hold its items for a short time only, and an order that is not
            confirmed in time is cancelled. If it was not you, just close this page.
          </p>
          {!final && (
            <button
              type="button"
              className="button button--primary"
              disabled={confirm.isPending}
              aria-busy={confirm.isPending}
              onClick={() => {
                confirm.mutate({ token });
              }}
            >
              {confirm.isPending ? 'Confirming…' : 'Confirm order'}
            </button>
          )}
          {confirm.isError && (
            <div className="form-error confirm-order__failure" role="alert">
              <p>{errorMessage(confirm.error)}</p>
              {final && (
                <p>
                  Questions? Write to{' '}
                  <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
                </p>
              )}
            </div>
          )}
        </>
      )}
      <div aria-live="polite">{confirm.data && <Confirmed answer={confirm.data} />}</div>
    </section>
  );
}

/** The confirmed order: its number, how long it is held, and where to find it again. */
function Confirmed({ answer }: { answer: ConfirmOrderResponse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that had focus is gone: keyboard and screen-reader users land on the result.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="confirm-order__done">
      <h2 ref={heading} tabIndex={-1}>
        Order #{answer.number} is confirmed
      </h2>
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
    </div>
  );
}
