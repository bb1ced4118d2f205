import { PageTitle } from '@/components/ui/page-title';
import { ReferralsPanel } from './referrals-panel';

/** Route /referrals. */
export function ReferralsPage() {
  return (
    <section className="glass page" aria-labelledby="referrals-title">
      <PageTitle title="Referrals & Bonuses" />
      <header className="page-header">
        <h1 id="referrals-title">Referrals &amp; Bonuses</h1>
        <p>Invite friends, earn bonuses and spend them at checkout.</p>
      </header>
      <ReferralsPanel />
    </section>
  );
}
