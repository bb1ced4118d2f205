import { Link } from 'react-router-dom';
import { STOCK_ALERT_LINK_INVALID, type ConfirmStockAlertResponse } from '@contract/stock-alert';
import { ConfirmLinkPage, type ConfirmLinkResult } from '@/components/ui/confirm-link-page';
import { paths } from '@/config/paths';
import { useConfirmStockAlert } from '../api/confirm-stock-alert';

/**
 * `/notify-me/confirm#token=...`, opened from the e-mail a back-in-stock request sends
 * (issue 21). Opening it changes nothing (mail scanners open links): the Confirm button POSTs
 * the token (ConfirmLinkPage).
 */
export function ConfirmStockAlertPage() {
  const confirm = useConfirmStockAlert();
  return (
    <ConfirmLinkPage
      title="Confirm your back-in-stock alert"
      intro={
        <>
          Someone asked us to e-mail this address once a sold-out product is back in stock. If it
          was you, press Confirm; until then we will not write about it. If it was not you, just
          close this page.
        </>
      }
      action="Confirm"
      invalidLink={STOCK_ALERT_LINK_INVALID}
      whatNext={<Link to={paths.catalog.to()}>Browse the catalog</Link>}
      confirm={confirm}
      result={confirmedAlert}
    />
  );
}

/** The confirmed request: mailed at the restock, or the product is back already. */
const confirmedAlert = ({
  product: { title, slug },
  inStock,
}: ConfirmStockAlertResponse): ConfirmLinkResult => ({
  heading: inStock ? `${title} is back in stock` : 'Your alert is confirmed',
  body: (
    <>
      <p>
        {inStock
          ? 'Good news: it came back before you confirmed, so you can order it right now. We will not e-mail you about it.'
          : `We will e-mail you once when ${title} is back in stock.`}
      </p>
      <Link className="button button--ghost" to={paths.product.to(slug)}>
        {inStock ? `See ${title}` : `Back to ${title}`}
      </Link>
    </>
  ),
});
