import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useNotify } from '@/components/notifications/notifications-context';
import { FormField } from '@/components/ui/form-field';
import { m } from '@/i18n/messages';
import {
  authErrorMessage,
  LOGIN_FALLBACK,
  validateSignIn,
  type FormErrors,
  type SignInForm as SignInValues,
} from '../credentials';
import { signIn } from '../session-sync';

interface SignInFormProps {
  /** Pre-fills the e-mail (say, back from the reset form). */
  initialEmail?: string;
  /** 'Forgot password?' was chosen, with what the e-mail box held. */
  onForgotPassword: (email: string) => void;
  /** Puts the focus on 'Forgot password?' (back from the reset form, where it was). */
  focusForgot?: boolean;
}

export function SignInForm({ initialEmail = '', onForgotPassword, focusForgot }: SignInFormProps) {
  const notify = useNotify();
  const id = useId();
  const forgotRef = useRef<HTMLButtonElement>(null);
  const [form, setForm] = useState<SignInValues>({ email: initialEmail, password: '' });

  useEffect(() => {
    if (focusForgot) forgotRef.current?.focus();
  }, [focusForgot]);
  const [errors, setErrors] = useState<FormErrors<SignInValues>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (field: keyof SignInValues, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found = validateSignIn(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await signIn(form.email, form.password);
      notify.success(m.account_welcome_back());
    } catch (error) {
      setFailure(authErrorMessage(error, LOGIN_FALLBACK));
      setBusy(false);
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      aria-label={m.account_sign_in()}
      aria-busy={busy || undefined}
      onSubmit={(event) => void submit(event)}
    >
      <FormField id={`${id}-email`} label={m.account_email()} error={errors.email}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(event) => {
              update('email', event.target.value);
            }}
          />
        )}
      </FormField>
      <FormField id={`${id}-password`} label={m.account_password()} error={errors.password}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="password"
            autoComplete="current-password"
            value={form.password}
            onChange={(event) => {
              update('password', event.target.value);
            }}
          />
        )}
      </FormField>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? m.account_signing_in() : m.account_sign_in()}
      </button>
      <button
        ref={forgotRef}
        type="button"
        className="link-button auth-form__forgot"
        onClick={() => {
          onForgotPassword(form.email);
        }}
      >
        {m.account_forgot_password()}
      </button>
      {failure && (
        <p className="form-error auth-form__failure" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}
