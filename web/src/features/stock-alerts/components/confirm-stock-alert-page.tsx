import { Link } from '@/components/ui/link';
import type { ConfirmStockAlertResponse } from '@contract/stock-alert';
import { ConfirmLinkPage, type ConfirmLinkResult } from '@/components/ui/confirm-link-page';
import { paths } from '@/config/paths';
import { m } from '@/i18n/messages';
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
      title={m.product_alert_confirm_title()}
      intro={m.product_alert_confirm_intro()}
      action={m.product_alert_confirm_action()}
      // The English text is the contract's STOCK_ALERT_LINK_INVALID.
      invalidLink={m.product_alert_link_invalid()}
      whatNext={<Link to={paths.catalog.to()}>{m.catalog_browse()}</Link>}
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
  heading: inStock ? m.product_alert_back_heading({ title }) : m.product_alert_confirmed(),
  body: (
    <>
      <p>{inStock ? m.product_alert_back_body() : m.product_alert_will_mail({ title })}</p>
      <Link className="button button--ghost" to={paths.product.to(slug)}>
        {inStock ? m.product_alert_see({ title }) : m.product_alert_back_to({ title })}
      </Link>
    </>
  ),
});
