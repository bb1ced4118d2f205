// The account area's two short tabs: tracking and (for admins) admin.
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { ExternalLink } from '@/components/ui/external-link';
import { m } from '@/i18n/messages';

export function TrackingTab() {
  return (
    <div className="info-tab">
      <h2>{m.account_track_title()}</h2>
      <p className="muted">{m.account_track_text()}</p>
      <div className="info-tab__actions">
        <ExternalLink className="button button--primary" href={site.trackingPortalUrl}>
          {m.account_track_open_portal()}
        </ExternalLink>
        <Link className="button button--ghost" to={paths.orders.to()}>
          {m.account_my_orders()}
        </Link>
      </div>
    </div>
  );
}

export function AdminTab() {
  return (
    <div className="info-tab">
      <h2>{m.account_admin_title()}</h2>
      <p className="muted">{m.account_admin_text()}</p>
      <div className="info-tab__actions">
        <Link className="button button--primary" to={paths.admin.to()}>
          {m.account_admin_open()}
        </Link>
      </div>
    </div>
  );
}
