// Sign-in and registration checks (passwords match, at least 6 characters) and the identity
// provider's errors in plain words. Plain functions: the forms and their tests share them.
import { PASSWORD_MIN } from '@contract/auth';
import { m } from '@/i18n/messages';
import { isEmail } from '@/lib/validation';

// The exported texts are the specification's English wording (tests assert it); the forms
// show the same messages in the page's language.
export const PASSWORD_TOO_SHORT = m.account_password_too_short({}, { locale: 'en' });
export const PASSWORDS_DIFFER = m.account_passwords_differ({}, { locale: 'en' });

export interface SignInForm {
  email: string;
  password: string;
}

export interface RegisterForm extends SignInForm {
  name: string;
  confirmPassword: string;
}

export type FormErrors<F> = Partial<Record<keyof F, string>>;

export function emailError(email: string): string | undefined {
  if (!email.trim()) return m.account_email_missing();
  return isEmail(email) ? undefined : m.account_email_invalid();
}

function passwordError(password: string): string | undefined {
  return password.length < PASSWORD_MIN ? m.account_password_too_short() : undefined;
}

/** Drops the fields without an error, so an empty object means valid. */
function compact<F>(errors: FormErrors<F>): FormErrors<F> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as FormErrors<F>;
}

export function validateSignIn(form: SignInForm): FormErrors<SignInForm> {
  return compact<SignInForm>({
    email: emailError(form.email),
    password: passwordError(form.password),
  });
}

export function validateRegister(form: RegisterForm): FormErrors<RegisterForm> {
  return compact<RegisterForm>({
    name: form.name.trim() ? undefined : m.account_name_missing(),
    email: emailError(form.email),
    password: passwordError(form.password),
    confirmPassword:
      form.confirmPassword === form.password ? undefined : m.account_passwords_differ(),
  });
}

/** A form's fixed text for an error without words of its own, in the page's language. */
export type Fallback = () => string;

export const LOGIN_FALLBACK: Fallback = m.account_login_failed;
export const REGISTER_FALLBACK: Fallback = m.account_register_failed;

const AUTH_MESSAGES = new Map<string, () => string>([
  ['auth/invalid-credential', m.account_auth_wrong_credentials],
  ['auth/invalid-login-credentials', m.account_auth_wrong_credentials],
  ['auth/wrong-password', m.account_auth_wrong_credentials],
  ['auth/user-not-found', m.account_auth_wrong_credentials],
  ['auth/email-already-in-use', m.account_auth_email_in_use],
  ['auth/invalid-email', m.account_auth_invalid_email],
  ['auth/missing-password', m.account_auth_missing_password],
  ['auth/weak-password', m.account_auth_weak_password],
  ['auth/user-disabled', m.account_auth_user_disabled],
  ['auth/too-many-requests', m.account_auth_too_many_requests],
  ['auth/network-request-failed', m.account_auth_network],
  ['auth/operation-not-allowed', m.account_auth_not_allowed],
]);

/** The identity provider's error code in plain words, or the form's fixed fallback. */
export function authErrorMessage(error: unknown, fallback: Fallback): string {
  return (AUTH_MESSAGES.get(codeOf(error)) ?? fallback)();
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/** The English wording of a reset link that could not be sent (the specification's). */
export const RESET_FAILED = m.account_reset_failed({}, { locale: 'en' });

/**
 * What to tell someone who asked for a reset link: null for the neutral 'sent', or a
 * message of its own. Only a malformed address and a network failure get their own words;
 * any other answer of the identity provider (an unknown address among them) reads like a
 * success, so the form never tells whether an account exists.
 */
export function resetFailureMessage(error: unknown): string | null {
  const code = codeOf(error);
  if (code === 'auth/invalid-email' || code === 'auth/missing-email') {
    return m.account_auth_invalid_email();
  }
  if (code === 'auth/network-request-failed') return m.account_auth_network();
  // No identity-provider code at all: the SDK itself could not load (offline).
  return code.startsWith('auth/') ? null : m.account_reset_failed();
}

/** Why the verification e-mail was not sent, in plain words. */
export function verificationSendError(error: unknown): string {
  const code = codeOf(error);
  if (code === 'auth/too-many-requests') {
    return m.account_verification_too_soon();
  }
  return (AUTH_MESSAGES.get(code) ?? m.account_verification_send_failed)();
}
