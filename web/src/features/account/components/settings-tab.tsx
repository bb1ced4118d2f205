import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useNotify } from '@/components/notifications/notifications-context';
import { signOut } from '@/features/auth';
import { errorMessage } from '@/lib/api-error';
import { clearCheckoutDraft } from '@/lib/checkout-draft-storage';
import type { SessionUser } from '@/lib/session-store';
import { removeStored, storageKeys } from '@/lib/storage';
import { deleteAccount } from '../api/delete-account';
import { removeOfflineProfile } from '../offline-profile';
import './account.css';

/** Account deletion: the confirmation word, typed exactly, then this browser confirm. */
export const CONFIRM_WORD = 'DELETE';
export const FINAL_CONFIRM = 'Are you absolutely sure? This action cannot be undone!';

export function SettingsTab({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  return (
    <div className="settings-tab">
      <section className="settings-card" aria-labelledby="settings-session">
        <h2 id="settings-session">Session</h2>
        <p className="muted">
          Signed in as <strong>{user.email}</strong>. Signing out keeps your cart and wishlist on
          this device.
        </p>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void signOut().finally(() => {
              setBusy(false);
              void navigate(paths.home.to());
            });
          }}
        >
          Sign out
        </button>
      </section>
      <DangerZone user={user} />
    </div>
  );
}

function DangerZone({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const inputId = useId();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const matches = typed === CONFIRM_WORD;

  const remove = async () => {
    if (!matches || busy) return;
    if (!window.confirm(FINAL_CONFIRM)) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteAccount();
      await signOut();
      forgetLocalData(user);
      notify.info('Your account has been deleted.');
      void navigate(paths.home.to());
    } catch (error) {
      // The account is still there: say why, and let the user try again.
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <section className="settings-card danger-zone" aria-labelledby="danger-zone-title">
      <h2 id="danger-zone-title">Danger zone</h2>
      <p>
        Deleting your account removes your profile, passport data, wishlist and referral code.
        Orders stay in the store&apos;s books without your personal details.
      </p>
      {!confirming ? (
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            setConfirming(true);
          }}
        >
          Delete Account
        </button>
      ) : (
        <form
          className="danger-zone__confirm"
          onSubmit={(event) => {
            event.preventDefault();
            void remove();
          }}
        >
          <label htmlFor={inputId} className="field__label">
            Type {CONFIRM_WORD} to confirm
          </label>
          <input
            id={inputId}
            className="input"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            // The field was just asked for: put the cursor in it.
            autoFocus
            onChange={(event) => {
              setTyped(event.target.value);
            }}
          />
          <div className="danger-zone__actions">
            <button type="submit" className="button button--danger" disabled={!matches || busy}>
              {busy ? 'Deleting...' : 'Delete my account'}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                setTyped('');
                setFailure(null);
              }}
            >
              Cancel
            </button>
          </div>
          {failure && (
            <p className="form-error" role="alert">
              Could not delete your account: {failure}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

/** What this browser kept for the deleted account: its cart, checkout draft and profile copy. */
function forgetLocalData(user: SessionUser) {
  removeOfflineProfile(user.uid);
  if (user.email) {
    removeStored(storageKeys.cart(user.email));
    clearCheckoutDraft(user.email);
  }
}
