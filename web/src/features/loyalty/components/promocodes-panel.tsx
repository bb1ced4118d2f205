import { useId } from 'react';
import type { MyCoupon } from '@contract/account';
import { QueryState } from '@/components/ui/query-state';
import { m } from '@/i18n/messages';
import { selectUser, useSessionStore } from '@/lib/session-store';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { useMyCoupons } from '../api/get-my-coupons';
import { couponExpiryLabel, couponValueLabel } from '../loyalty-format';
import { CopyCodeButton } from './copy-code-button';
import './loyalty.css';

/** The account area's promocodes tab: the user's coupons, each code click-to-copy. */
export function PromocodesPanel() {
  const user = useSessionStore(selectUser);
  const emailVerified = useSessionStore((state) => state.emailVerified);
  const headingId = useId();
  return (
    <section className="loyalty-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.account_promocodes()}</h2>
      {user && !emailVerified && (
        // Coupons assigned to an address are handed only to a proven mailbox (the server's rule).
        <p className="muted" role="note">
          {m.account_promocodes_unverified()}
        </p>
      )}
      {user ? <Promocodes uid={user.uid} /> : <SignInPrompt />}
    </section>
  );
}

function Promocodes({ uid }: { uid: string }) {
  const query = useMyCoupons(uid);
  return (
    <QueryState
      query={query}
      retry={false}
      empty={<p className="loyalty-empty">{m.account_promocodes_empty()}</p>}
      isEmpty={(data) => data.items.length === 0}
    >
      {(data) => (
        <>
          <p className="muted">{m.account_promocodes_how()}</p>
          <ul className="promo-grid">
            {data.items.map((coupon) => (
              <li key={coupon.code}>
                <PromoCard coupon={coupon} />
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryState>
  );
}

function PromoCard({ coupon }: { coupon: MyCoupon }) {
  const titleId = useId();
  return (
    <article className="promo-card" aria-labelledby={titleId}>
      <p className="promo-card__value">{couponValueLabel(coupon)}</p>
      <h3 id={titleId} className="promo-card__title">
        {coupon.title.trim() || m.account_promocode()}
      </h3>
      <CopyCodeButton code={coupon.code} />
      <p className="promo-card__expiry">{couponExpiryLabel(coupon.expiresAt)}</p>
    </article>
  );
}
