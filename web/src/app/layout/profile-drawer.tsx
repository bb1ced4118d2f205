import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useNotify } from '@/components/notifications/notifications-context';
import { Drawer } from '@/components/ui/drawer';
import { ExternalLink } from '@/components/ui/external-link';
import { PageLoader } from '@/components/ui/page-loader';
import { m } from '@/i18n/messages';
import { selectIsAdmin, selectUser, useSessionStore, type SessionUser } from '@/lib/session-store';
import { signOutEverywhere } from '../session';

/** The profile button's drawer (a chunk of its own): account links signed in, sign-in links not. */
export function ProfileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useSessionStore(selectUser);
  const ready = useSessionStore((state) => state.ready);
  return (
    <Drawer open={open} onClose={onClose} title={m.shell_account()} className="profile-drawer">
      {user ? (
        <SignedInItems user={user} onClose={onClose} />
      ) : ready ? (
        <SignedOutItems onClose={onClose} />
      ) : (
        <PageLoader label={m.shell_checking_session()} />
      )}
    </Drawer>
  );
}

function SignedInItems({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const isAdmin = useSessionStore(selectIsAdmin);
  const notify = useNotify();
  const links = [
    { label: m.shell_profile(), to: paths.profile.to() },
    { label: m.shell_orders(), to: paths.orders.to() },
    { label: m.shell_wishlist(), to: paths.wishlist.to() },
    { label: m.shell_referrals(), to: paths.referrals.to() },
  ];

  return (
    <>
      <div className="profile-drawer__who">
        <p className="profile-drawer__name">
          {user.name || user.email}
          {isAdmin && <span className="admin-badge">ADMIN</span>}
        </p>
        {user.name && <p className="muted profile-drawer__email">{user.email}</p>}
      </div>
      <nav aria-label={m.shell_account()}>
        <ul className="profile-drawer__list">
          {links.map((link) => (
            <li key={link.to}>
              <Link className="profile-drawer__item" to={link.to} onClick={onClose}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <ExternalLink className="profile-drawer__item" href={site.trackingPortalUrl}>
              {m.shell_tracking()}
            </ExternalLink>
          </li>
          <li>
            <button
              type="button"
              className="profile-drawer__item profile-drawer__sign-out"
              onClick={() => {
                onClose();
                void signOutEverywhere().then(
                  () => notify.info(m.shell_signed_out()),
                  (error: unknown) => {
                    console.error('Sign out failed', error);
                  },
                );
              }}
            >
              {m.shell_sign_out()}
            </button>
          </li>
        </ul>
      </nav>
    </>
  );
}

function SignedOutItems({ onClose }: { onClose: () => void }) {
  return (
    <>
      <p className="muted">{m.shell_sign_in_hint()}</p>
      <ul className="profile-drawer__actions">
        <li>
          <Link
            className="button button--primary button--block"
            to={paths.signIn.to()}
            onClick={onClose}
          >
            {m.shell_sign_in()}
          </Link>
        </li>
        <li>
          <Link
            className="button button--ghost button--block"
            to={paths.register.to()}
            onClick={onClose}
          >
            {m.shell_create_account()}
          </Link>
        </li>
      </ul>
    </>
  );
}
