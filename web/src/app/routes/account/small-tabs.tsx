// The account area's two short tabs: tracking and (for admins) admin.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { ExternalLink } from '@/components/ui/external-link';

export function TrackingTab() {
  return (
    <div className="info-tab">
      <h2>Track a parcel</h2>
      <p className="muted">
        Every order gets a tracking number once it leaves our warehouse, usually within 24 hours.
        Find it in your order details, then look it up on the tracking portal.
      </p>
      <div className="info-tab__actions">
        <ExternalLink className="button button--primary" href={site.trackingPortalUrl}>
          Open tracking portal
        </ExternalLink>
        <Link className="button button--ghost" to={paths.orders.to()}>
          My orders
        </Link>
      </div>
    </div>
  );
}

export function AdminTab() {
  return (
    <div className="info-tab">
      <h2>Store management</h2>
      <p className="muted">
        Orders, products, stock, coupons, shipments, users, logs, tickets and reviews.
      </p>
      <div className="info-tab__actions">
        <Link className="button button--primary" to={paths.admin.to()}>
          Open the admin panel
        </Link>
      </div>
    </div>
  );
}
