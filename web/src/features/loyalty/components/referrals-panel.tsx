import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { BonusBalance } from '@contract/loyalty';
import { QueryState } from '@/components/ui/query-state';
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
        Bonus balance
      </h2>
      {isPending ? (
        <p className="muted" role="status">
          Loading...
        </p>
      ) : (
        <>
          <p className="loyalty-card__figure">{formatPrice(figures.balance)}</p>
          <dl className="loyalty-stats">
            <div>
              <dt>Total earned</dt>
              <dd>{formatPrice(figures.totalEarned)}</dd>
            </div>
            <div>
              <dt>Total spent</dt>
              <dd>{formatPrice(figures.totalSpent)}</dd>
            </div>
          </dl>
        </>
      )}
      <p className="muted loyalty-card__note">One bonus is one dollar off an order.</p>
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
        window.alert('Referral code created successfully!');
      },
      onError: (failure) => {
        window.alert(`Error: ${errorMessage(failure)}`);
      },
    });
  };

  return (
    <section className="loyalty-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="loyalty-card__title">
        Your referral code
      </h2>
      <QueryState
        query={query}
        loading={
          <p className="muted" role="status">
            Loading...
          </p>
        }
      >
        {(info) => (
          <>
            {info.hasReferralCode && info.referralCode ? (
              <>
                <CopyCodeButton code={info.referralCode} />
                <p className="muted">Share it with friends who collect.</p>
              </>
            ) : (
              <button
                type="button"
                className="button button--primary"
                disabled={create.isPending}
                onClick={createCode}
              >
                {create.isPending ? 'Creating...' : 'Create Referral Code'}
              </button>
            )}
            <dl className="loyalty-stats">
              <div>
                <dt>Referred users</dt>
                <dd>{formatNumber(info.referredUsers)}</dd>
              </div>
              <div>
                <dt>Total earnings</dt>
                <dd>{formatPrice(info.totalEarnings)}</dd>
              </div>
              {info.owed ? (
                <div>
                  <dt>Owed</dt>
                  <dd>{formatPrice(info.owed)}</dd>
                </div>
              ) : null}
            </dl>
            {info.owed ? (
              <p className="muted loyalty-card__note">
                A friend&apos;s order was cancelled after you had spent its bonus. What is owed
                comes off your next referral bonuses.
              </p>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
