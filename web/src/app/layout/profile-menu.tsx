import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useNotify } from '@/components/notifications/notifications-context';
import { UserIcon } from '@/components/ui/icons';
import { m } from '@/i18n/messages';
import { selectUser, useSessionStore, type SessionUser } from '@/lib/session-store';

/** The profile button's text: the name, else the e-mail, else 'Profile'. */
export function profileLabel(user: SessionUser | null): string {
  return user?.name.trim() || user?.email.trim() || m.shell_profile();
}

interface DrawerProps {
  open: boolean;
  onClose: () => void;
}

// The drawer (account links, sign-out, the dialog) is a chunk of its own: the button fetches
// it when pointed at or focused, at the latest on the click, which opens it once it is here.
const loadProfileDrawer = () => import('./profile-drawer');

function preloadProfileDrawer() {
  loadProfileDrawer().catch(() => {
    // Reported when the drawer is really opened.
  });
}

/** Offline when the chunk was asked for: each opening closes again and says why. */
function NoDrawer({ open, onClose }: DrawerProps) {
  const notify = useNotify();
  useEffect(() => {
    if (!open) return;
    onClose();
    notify.error(m.shell_network_error());
  }, [open, onClose, notify]);
  return null;
}

const ProfileDrawer = lazy((): Promise<{ default: ComponentType<DrawerProps> }> =>
  loadProfileDrawer().then(
    (loaded) => ({ default: loaded.ProfileDrawer }),
    (error: unknown) => {
      console.warn('Could not load the profile menu', error);
      return { default: NoDrawer };
    },
  ),
);

/** The header's profile button; its drawer is mounted from its first opening on. */
export function ProfileMenu() {
  const user = useSessionStore(selectUser);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const label = profileLabel(user);
  const close = useCallback(() => {
    setOpen(false);
  }, []);

  return (
    <>
      <button
        type="button"
        className="header-button profile-button"
        // The text is hidden on the narrowest phones; the name must stay.
        aria-label={user ? m.shell_account_of({ name: label }) : label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadProfileDrawer}
        onFocus={preloadProfileDrawer}
        onClick={() => {
          setOpen(true);
          setMounted(true);
        }}
      >
        <UserIcon />
        <span className="header-button__label profile-button__label">{label}</span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ProfileDrawer open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
