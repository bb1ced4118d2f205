import { PageTitle } from '@/components/ui/page-title';
import { m } from '@/i18n/messages';
import { ReferralsPanel } from './referrals-panel';

/** Route /referrals. */
export function ReferralsPage() {
  return (
    <section className="glass page" aria-labelledby="referrals-title">
      <PageTitle title={m.account_referrals_title()} />
      <header className="page-header">
        <h1 id="referrals-title">{m.account_referrals_title()}</h1>
        <p>{m.account_referrals_intro()}</p>
      </header>
      <ReferralsPanel />
    </section>
  );
}
