import { site } from '@/config/site';
import { ExternalLink } from '@/components/ui/external-link';
import { TruckIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { m } from '@/i18n/messages';
import { OrderLookup } from './order-lookup';
import { TrackingForm } from './tracking-form';
import './tracking.css';

export function TrackingPage() {
  return (
    <section className="glass page-narrow tracking" aria-labelledby="tracking-title">
      <PageTitle title={m.checkout_tracking_page_title()} />
      <span className="tracking__icon">
        <TruckIcon size={28} />
      </span>
      <h1 id="tracking-title">{m.checkout_tracking_heading()}</h1>
      <p>{m.checkout_tracking_intro()}</p>
      <ol className="tracking__steps">
        <li>{m.checkout_tracking_step_copy()}</li>
        <li>{m.checkout_tracking_step_paste()}</li>
        <li>{m.checkout_tracking_step_see()}</li>
      </ol>
      <p className="muted">
        {m.checkout_tracking_delivery_time()}{' '}
        <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
      </p>
      <TrackingForm />
      <p className="tracking__portal">
        {m.checkout_portal_or()}{' '}
        <ExternalLink className="button button--ghost" href={site.trackingPortalUrl}>
          {m.checkout_portal_open()}
        </ExternalLink>
      </p>
      <OrderLookup />
    </section>
  );
}
