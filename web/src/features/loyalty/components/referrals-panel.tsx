import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { BonusBalance } from '@contract/loyalty';
import { QueryState } from '@/components/ui/query-state';
import { m } from '@/i18n/messages';
import { errorMessage } from '@/lib/api-error';
import { formatNumber, formatPrice } from '@/lib/format';
import { selectUser, useSessionStore } from '@/lib/session-store';
import { bonusBalanceQueryOptions } from '../api/get-bonus-balance';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { useCreateReferralCode } from '../api/create-referral-code';
import { useReferralInfo } from '../api/get-referral-info';
import { CopyCodeButton } from './copy-code-button';
import { HowItWorks } from './how-it-works';
import { ReferralUseForm } from './referral-use-form';
import './loyalty.css';

/** The account area's referrals and bonuses tab, also the /referrals page. */
export function ReferralsPanel() {
  const user = useSessionStore(selectUser);
  if (!user) return <SignInPrompt />;
  return (
    <div className="referrals">
      <div className="referrals__cards">
        <BalanceCard uid={user.uid} />
        <ReferralCodeCard uid={user.uid} />
      </div>
      <ReferralUseForm />
      <HowItWorks />
    </div>
  );
}

const NO_BONUSES: BonusBalance = { balance: 0, totalEarned: 0, totalSpent: 0 };

function BalanceCard({ uid }: { uid: string }) {
  const headingId = useId();
  const { data, isPending } = useQuery(bonusBalanceQueryOptions(uid));
  // A balance that cannot be loaded reads as 0.
  const figures = data ?? NO_BONUSES;
  return (
    <section className="loyalty-card loyalty-card--balance" aria-labelledby={headingId}>
      <h2 id={headingId} className="loyalty-card__title">
        {m.account_bonus_balance()}
      </h2>
      {isPending ? (
        <p className="muted" role="status">
          {m.shell_loading()}
        </p>
      ) : (
        <>
          <p className="loyalty-card__figure">{formatPrice(figures.balance)}</p>
          <dl className="loyalty-stats">
            <div>
              <dt>{m.account_total_earned()}</dt>
              <dd>{formatPrice(figures.totalEarned)}</dd>
            </div>
            <div>
              <dt>{m.account_total_spent()}</dt>
              <dd>{formatPrice(figures.totalSpent)}</dd>
            </div>
          </dl>
        </>
      )}
      <p className="muted loyalty-card__note">{m.account_bonus_worth()}</p>
    </section>
  );
}

function ReferralCodeCard({ uid }: { uid: string }) {
  const headingId = useId();
  const query = useReferralInfo(uid);
  const create = useCreateReferralCode();

  const createCode = () => {
    create.mutate(undefined, {
      onSuccess: () => {
        window.alert(m.account_referral_created());
      },
      onError: (failure) => {
        window.alert(m.account_error_alert({ reason: errorMessage(failure) }));
      },
    });
  };

  return (
    <section className="loyalty-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="loyalty-card__title">
        {m.account_your_referral_code()}
      </h2>
      <QueryState
        query={query}
        loading={
          <p className="muted" role="status">
            {m.shell_loading()}
          </p>
        }
      >
        {(info) => (
          <>
            {info.hasReferralCode && info.referralCode ? (
              <>
                <CopyCodeButton code={info.referralCode} />
                <p className="muted">{m.account_share_code()}</p>
              </>
            ) : (
              <button
                type="button"
                className="button button--primary"
                disabled={create.isPending}
                onClick={createCode}
              >
                {create.isPending ? m.account_creating() : m.account_create_referral_code()}
              </button>
            )}
            <dl className="loyalty-stats">
              <div>
                <dt>{m.account_referred_users()}</dt>
                <dd>{formatNumber(info.referredUsers)}</dd>
              </div>
              <div>
                <dt>{m.account_total_earnings()}</dt>
                <dd>{formatPrice(info.totalEarnings)}</dd>
              </div>
              {info.owed ? (
                <div>
                  <dt>{m.account_owed()}</dt>
                  <dd>{formatPrice(info.owed)}</dd>
                </div>
              ) : null}
            </dl>
            {info.owed ? (
              <p className="muted loyalty-card__note">{m.account_owed_explained()}</p>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
