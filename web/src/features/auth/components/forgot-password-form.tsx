import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { m } from '@/i18n/messages';
import { sendPasswordReset } from '@/lib/firebase';
import { emailError, resetFailureMessage } from '../credentials';

interface ForgotPasswordFormProps {
  /** What the shopper had typed on the sign-in form. */
  initialEmail: string;
  /** Back to the sign-in form, with what the e-mail box holds now. */
  onBack: (email: string) => void;
}

/**
 * 'Forgot password?' (issue 11): sends Firebase's reset e-mail and answers the same words
 * whether or not an account exists for the address.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    emailRef.current?.focus();
  }, []);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setSent(false);
    const invalid = emailError(email);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await sendPasswordReset(email.trim());
      setSent(true);
    } catch (caught) {
      const message = resetFailureMessage(caught);
      if (message) setFailure(message);
      else setSent(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={busy || undefined}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`} className="auth-form__title">
        {m.account_reset_title()}
      </h2>
      <p className="muted auth-form__hint">{m.account_reset_hint()}</p>
      <FormField id={`${id}-email`} label={m.account_email()} error={error}>
        {(control) => (
          <input
            {...control}
            ref={emailRef}
            className="input"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? m.account_sending() : m.account_reset_send()}
      </button>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          onBack(email);
        }}
      >
        {m.account_reset_back()}
      </button>
      <p className="auth-form__sent" role="status">
        {sent ? m.account_reset_sent() : ''}
      </p>
      {failure && (
        <p className="form-error auth-form__failure" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}
