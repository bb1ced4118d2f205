import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { tokenFromFragment } from '@contract/order-confirmation';
import { STOCK_ALERT_LINK_INVALID, type ConfirmStockAlertResponse } from '@contract/stock-alert';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useConfirmStockAlert } from '../api/confirm-stock-alert';
import './confirm-stock-alert.css';

const TITLE = 'Confirm your back-in-stock alert';

/** Answers that trying again cannot change: an unknown, used or expired link, a request gone. */
const isFinal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * `/notify-me/confirm#token=...`, opened from the e-mail a back-in-stock request sends
 * (issue 21). Opening it changes nothing (mail scanners open links): the Confirm button POSTs
 * the token, read from the fragment, which the browser never sends anywhere. Whatever comes
 * back is announced and takes the focus (the button that had it may be gone), so keyboard and
 * screen-reader users land on it.
 */
export function ConfirmStockAlertPage() {
  const { hash } = useLocation();
  const token = tokenFromFragment(hash);
  const confirm = useConfirmStockAlert();
  const final = confirm.isError && isFinal(confirm.error);

  return (
    <section className="glass page-narrow confirm-alert" aria-labelledby="confirm-alert-title">
      <PageTitle title={TITLE} />
      <h1 id="confirm-alert-title">{TITLE}</h1>
      {token === null ? (
        <Refusal message={STOCK_ALERT_LINK_INVALID} />
      ) : confirm.isSuccess ? null : (
        <>
          <p>
            Someone asked us to e-mail this address once a sold-out product is back in stock. If it
            was you, press Confirm; until then we will not write about it. If it was not you, just
            close this page.
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
              {confirm.isPending ? 'Confirming…' : 'Confirm'}
            </button>
          )}
          {confirm.isError && (
            <Refusal message={errorMessage(confirm.error)} takeFocus={final} final={final} />
          )}
        </>
      )}
      <div aria-live="polite">{confirm.data && <Confirmed answer={confirm.data} />}</div>
    </section>
  );
}

/** Why the link did not work: announced at once; focused when the button went away. */
function Refusal({
  message,
  takeFocus = false,
  final = true,
}: {
  message: string;
  takeFocus?: boolean;
  final?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) box.current?.focus();
  }, [takeFocus]);
  return (
    <div ref={box} tabIndex={-1} className="form-error confirm-alert__refusal" role="alert">
      <p>{message}</p>
      {final && <Link to={paths.catalog.to()}>Browse the catalog</Link>}
    </div>
  );
}

/** The confirmed request: mailed at the restock, or the product is back already. */
function Confirmed({ answer }: { answer: ConfirmStockAlertResponse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { title, slug } = answer.product;
  return (
    <div className="confirm-alert__done">
      <h2 ref={heading} tabIndex={-1}>
        {answer.inStock ? `${title} is back in stock` : 'Your alert is confirmed'}
      </h2>
      <p>
        {answer.inStock
          ? 'Good news: it came back before you confirmed, so you can order it right now. We will not e-mail you about it.'
          : `We will e-mail you once when ${title} is back in stock.`}
      </p>
      <Link className="button button--ghost" to={paths.product.to(slug)}>
        {answer.inStock ? `See ${title}` : `Back to ${title}`}
      </Link>
    </div>
  );
}
