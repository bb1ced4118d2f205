import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { m } from '@/i18n/messages';
import { selectIsAdmin, useSessionStore, type SessionUser } from '@/lib/session-store';
import { signOut } from '../session-sync';
import { VerifyEmailNotice } from './verify-email-notice';

/** Who is signed in, an ADMIN badge for admins, the way to their orders, and Sign out. */
export function SignedInCard({ user, titleId }: { user: SessionUser; titleId: string }) {
  const isAdmin = useSessionStore(selectIsAdmin);
  const [busy, setBusy] = useState(false);

  return (
    <div className="signed-in">
      <p className="eyebrow">{m.account_signed_in()}</p>
      <h1 id={titleId} className="signed-in__name">
        {user.name || user.email}
        {isAdmin && <span className="admin-badge">{m.account_admin_badge()}</span>}
      </h1>
      {user.name && <p className="muted signed-in__email">{user.email}</p>}
      <VerifyEmailNotice email={user.email} />
      <div className="signed-in__actions">
        <Link className="button button--primary" to={paths.orders.to()}>
          {m.account_my_orders()}
        </Link>
        <Link className="button button--ghost" to={paths.profile.to()}>
          {m.account_area_link()}
        </Link>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void signOut().finally(() => {
              setBusy(false);
            });
          }}
        >
          {busy ? m.account_signing_out() : m.account_sign_out()}
        </button>
      </div>
    </div>
  );
}
