import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-error';
import { selectUser, useSessionStore } from '@/lib/session-store';
import { authErrorMessage } from '../credentials';
import { confirmPassword } from '../session-sync';
import './auth.css';

export const CONFIRM_FALLBACK = 'We could not confirm your password. Please try again.';
const WRONG_PASSWORD = 'Wrong password. Please try again.';
const WRONG_PASSWORD_CODES = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
]);

/** Why the password was not confirmed, in plain words. */
export function confirmErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : '';
  if (typeof code === 'string' && WRONG_PASSWORD_CODES.has(code)) return WRONG_PASSWORD;
  return authErrorMessage(error, () => CONFIRM_FALLBACK);
}

interface Props {
  /** A fresh session is in place: the refused call can be repeated. */
  onConfirmed: () => void;
  onCancel: () => void;
}

/**
 * Asks the signed-in admin for their password again before passport data or the orders
 * export (the server wants a sign-in of the last 10 minutes), then signs them in anew and
 * starts a fresh session. Cancel leaves everything as it was.
 */
export function RecentSignInDialog({ onConfirmed, onCancel }: Props) {
  const id = useId();
  const email = useSessionStore(selectUser)?.email ?? '';
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // After the dialog opened (its effect runs first), where the admin types.
  useEffect(() => {
    passwordRef.current?.focus();
  }, []);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (password === '') {
      setFieldError('Please enter your password');
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await confirmPassword(password);
      onConfirmed();
    } catch (error) {
      setFailure(confirmErrorMessage(error));
      setBusy(false);
      passwordRef.current?.select();
    }
  };

  return (
    <Modal
      title="Confirm it's you"
      onClose={onCancel}
      locked={busy}
      footer={
        <>
          <button type="button" className="button button--ghost" disabled={busy} onClick={onCancel}>
            Cancel
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className="button button--primary"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? 'Confirming...' : 'Confirm'}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="auth-form"
        noValidate
        aria-label="Confirm your password"
        onSubmit={(event) => void submit(event)}
      >
        <p className="muted">
          Passport details and the orders export need a sign-in from the last 10 minutes. Enter the
          password {email ? `of ${email} ` : ''}to go on.
        </p>
        <FormField id={`${id}-password`} label="Password" required error={fieldError}>
          {(control) => (
            <input
              {...control}
              ref={passwordRef}
              className="input"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setFieldError(undefined);
              }}
            />
          )}
        </FormField>
        {failure && (
          <p className="form-error auth-form__failure" role="alert">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
