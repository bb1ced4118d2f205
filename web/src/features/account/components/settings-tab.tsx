import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useNotify } from '@/components/notifications/notifications-context';
import { signOut } from '@/features/auth';
import { m } from '@/i18n/messages';
import { errorMessage } from '@/lib/api-error';
import { clearCheckoutDraft } from '@/lib/checkout-draft-storage';
import type { SessionUser } from '@/lib/session-store';
import { removeStored, storageKeys } from '@/lib/storage';
import { deleteAccount } from '../api/delete-account';
import { removeOfflineProfile } from '../offline-profile';
import './account.css';

/**
 * Account deletion: the confirmation word, typed exactly (the same Latin word on Russian
 * pages), then this browser confirm (the specification's English wording is exported).
 */
export const CONFIRM_WORD = 'DELETE';
export const FINAL_CONFIRM = m.account_delete_final_confirm({}, { locale: 'en' });

export function SettingsTab({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  return (
    <div className="settings-tab">
      <section className="settings-card" aria-labelledby="settings-session">
        <h2 id="settings-session">{m.account_session()}</h2>
        <p className="muted">
          {m.account_signed_in_as()} <strong>{user.email}</strong>. {m.account_sign_out_keeps()}
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
          {m.account_sign_out()}
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
    if (!window.confirm(m.account_delete_final_confirm())) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteAccount();
      await signOut();
      forgetLocalData(user);
      notify.info(m.account_deleted());
      void navigate(paths.home.to());
    } catch (error) {
      // The account is still there: say why, and let the user try again.
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <section className="settings-card danger-zone" aria-labelledby="danger-zone-title">
      <h2 id="danger-zone-title">{m.account_danger_zone()}</h2>
      <p>{m.account_delete_explained()}</p>
      {!confirming ? (
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            setConfirming(true);
          }}
        >
          {m.account_delete_start()}
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
            {m.account_delete_type_word({ word: CONFIRM_WORD })}
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
              {busy ? m.account_deleting() : m.account_delete_confirm_button()}
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
              {m.account_cancel()}
            </button>
          </div>
          {failure && (
            <p className="form-error" role="alert">
              {m.account_delete_failed({ reason: failure })}
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
