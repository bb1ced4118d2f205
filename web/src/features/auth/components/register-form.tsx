import { useId, useState, type SyntheticEvent } from 'react';
import { useNotify } from '@/components/notifications/notifications-context';
import { FormField } from '@/components/ui/form-field';
import { m } from '@/i18n/messages';
import {
  authErrorMessage,
  REGISTER_FALLBACK,
  validateRegister,
  type FormErrors,
  type RegisterForm as RegisterValues,
} from '../credentials';
import { register } from '../session-sync';

const EMPTY: RegisterValues = { name: '', email: '', password: '', confirmPassword: '' };

const FIELDS: {
  field: keyof RegisterValues;
  label: () => string;
  type: string;
  autoComplete: string;
  maxLength: number;
}[] = [
  { field: 'name', label: m.account_name, type: 'text', autoComplete: 'name', maxLength: 200 },
  { field: 'email', label: m.account_email, type: 'email', autoComplete: 'email', maxLength: 254 },
  {
    field: 'password',
    label: m.account_password,
    type: 'password',
    autoComplete: 'new-password',
    maxLength: 200,
  },
  {
    field: 'confirmPassword',
    label: m.account_confirm_password,
    type: 'password',
    autoComplete: 'new-password',
    maxLength: 200,
  },
];

export function RegisterForm() {
  const notify = useNotify();
  const id = useId();
  const [form, setForm] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<RegisterValues>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found = validateRegister(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await register(form.name, form.email, form.password);
      notify.success(m.account_registered());
    } catch (error) {
      setFailure(authErrorMessage(error, REGISTER_FALLBACK));
      setBusy(false);
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      aria-label={m.account_create_account()}
      aria-busy={busy || undefined}
      onSubmit={(event) => void submit(event)}
    >
      {FIELDS.map(({ field, label, type, autoComplete, maxLength }) => (
        <FormField key={field} id={`${id}-${field}`} label={label()} error={errors[field]}>
          {(control) => (
            <input
              {...control}
              className="input"
              type={type}
              autoComplete={autoComplete}
              maxLength={maxLength}
              value={form[field]}
              onChange={(event) => {
                const { value } = event.target;
                setForm((current) => ({ ...current, [field]: value }));
                setErrors((current) => ({ ...current, [field]: undefined }));
              }}
            />
          )}
        </FormField>
      ))}
      <p className="muted auth-form__hint">{m.account_password_hint()}</p>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? m.account_creating_account() : m.account_create_account()}
      </button>
      {failure && (
        <p className="form-error auth-form__failure" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}
