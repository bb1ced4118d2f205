import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useNotify } from '@/components/notifications/notifications-context';
import { Drawer } from '@/components/ui/drawer';
import { ExternalLink } from '@/components/ui/external-link';
import { UserIcon } from '@/components/ui/icons';
import { PageLoader } from '@/components/ui/page-loader';
import { selectIsAdmin, selectUser, useSessionStore, type SessionUser } from '@/lib/session-store';
import { signOutEverywhere } from '../session';

/** The profile button's text: the name, else the e-mail, else 'Profile'. */
export function profileLabel(user: SessionUser | null): string {
  return user?.name.trim() || user?.email.trim() || 'Profile';
}

/** The header's profile button and its drawer: account links signed in, sign-in links not. */
export function ProfileMenu() {
  const user = useSessionStore(selectUser);
  const ready = useSessionStore((state) => state.ready);
  const [open, setOpen] = useState(false);
  const label = profileLabel(user);
  const close = () => {
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className="header-button profile-button"
        // The text is hidden on the narrowest phones; the name must stay.
        aria-label={user ? `Account: ${label}` : label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
        }}
      >
        <UserIcon />
        <span className="header-button__label profile-button__label">{label}</span>
      </button>
      <Drawer open={open} onClose={close} title="Account" className="profile-drawer">
        {user ? (
          <SignedInItems user={user} onClose={close} />
        ) : ready ? (
          <SignedOutItems onClose={close} />
        ) : (
          <PageLoader label="Checking your session..." />
        )}
      </Drawer>
    </>
  );
}

function SignedInItems({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const isAdmin = useSessionStore(selectIsAdmin);
  const notify = useNotify();
  const links = [
    { label: 'Profile', to: paths.profile.to() },
    { label: 'Orders', to: paths.orders.to() },
    { label: 'Wishlist', to: paths.wishlist.to() },
    { label: 'Referrals & Bonuses', to: paths.referrals.to() },
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
      <nav aria-label="Account">
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
              Tracking
            </ExternalLink>
          </li>
          <li>
            <button
              type="button"
              className="profile-drawer__item profile-drawer__sign-out"
              onClick={() => {
                onClose();
                void signOutEverywhere().then(
                  () => notify.info('You are signed out.'),
                  (error: unknown) => {
                    console.error('Sign out failed', error);
                  },
                );
              }}
            >
              Sign out
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
      <p className="muted">Sign in to see your orders, bonuses and saved details.</p>
      <ul className="profile-drawer__actions">
        <li>
          <Link
            className="button button--primary button--block"
            to={paths.signIn.to()}
            onClick={onClose}
          >
            Sign in
          </Link>
        </li>
        <li>
          <Link
            className="button button--ghost button--block"
            to={paths.register.to()}
            onClick={onClose}
          >
            Create account
          </Link>
        </li>
      </ul>
    </>
  );
}
