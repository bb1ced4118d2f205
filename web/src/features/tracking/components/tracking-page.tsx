import { site } from '@/config/site';
import { ExternalLink } from '@/components/ui/external-link';
import { TruckIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { OrderLookup } from './order-lookup';
import { TrackingForm } from './tracking-form';
import './tracking.css';

export function TrackingPage() {
  return (
    <section className="glass page-narrow tracking" aria-labelledby="tracking-title">
      <PageTitle title="Order tracking" />
      <span className="tracking__icon">
        <TruckIcon size={28} />
      </span>
      <h1 id="tracking-title">Track your order</h1>
      <p>
        Every parcel gets a tracking number once it leaves our warehouse, usually within 24 hours of
        your order. You will find it in your order details and in the shipping e-mail.
      </p>
      <ol className="tracking__steps">
        <li>Copy the tracking number from your order.</li>
        <li>Paste it below and press Track parcel: the tracking portal opens in a new tab.</li>
        <li>See where your parcel is, across carriers and countries.</li>
      </ol>
      <p className="muted">
        Standard delivery takes about a week; international parcels 7-14 business days. Questions?
        Write to <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
      </p>
      <TrackingForm />
      <p className="tracking__portal">
        Or go to the portal and look it up there:{' '}
        <ExternalLink className="button button--ghost" href={site.trackingPortalUrl}>
          Open tracking portal
        </ExternalLink>
      </p>
      <OrderLookup />
    </section>
  );
}
