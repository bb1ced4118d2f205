// Sign-in and registration checks (passwords match, at least 6 characters) and the identity
// provider's errors in plain words. Plain functions: the forms and their tests share them.
import { PASSWORD_MIN } from '@contract/auth';
import { isEmail } from '@/lib/validation';

export const PASSWORD_TOO_SHORT = 'At least 6 characters';
export const PASSWORDS_DIFFER = 'Passwords do not match';

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
  if (!email.trim()) return 'Please enter your email';
  return isEmail(email) ? undefined : 'Please enter a valid email';
}

function passwordError(password: string): string | undefined {
  return password.length < PASSWORD_MIN ? PASSWORD_TOO_SHORT : undefined;
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
    name: form.name.trim() ? undefined : 'Please enter your name',
    email: emailError(form.email),
    password: passwordError(form.password),
    confirmPassword: form.confirmPassword === form.password ? undefined : PASSWORDS_DIFFER,
  });
}

export const LOGIN_FALLBACK = 'Login error';
export const REGISTER_FALLBACK = 'Register error';

const AUTH_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Wrong email or password.',
  'auth/invalid-login-credentials': 'Wrong email or password.',
  'auth/wrong-password': 'Wrong email or password.',
  'auth/user-not-found': 'Wrong email or password.',
  'auth/email-already-in-use': 'This email is already registered. Sign in instead.',
  'auth/invalid-email': 'Please enter a valid email.',
  'auth/missing-password': 'Please enter your password.',
  'auth/weak-password': 'This password is too weak: use at least 6 characters.',
  'auth/user-disabled': 'This account has been disabled. Please contact support.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Network error: check your connection and try again.',
  'auth/operation-not-allowed': 'Signing in with email is not available right now.',
};

/** The identity provider's error code in plain words, or the form's fixed fallback. */
export function authErrorMessage(error: unknown, fallback: string): string {
  return AUTH_MESSAGES[codeOf(error)] ?? fallback;
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/** Said whether or not an account exists for the address (no account enumeration). */
export const RESET_SENT =
  'If an account exists for that e-mail, we sent a link to reset your password. Check your inbox.';
export const RESET_FAILED = 'We could not send the link right now. Please try again.';

/**
 * What to tell someone who asked for a reset link: null for the neutral RESET_SENT, or a
 * message of its own. Only a malformed address and a network failure get their own words;
 * any other answer of the identity provider (an unknown address among them) reads like a
 * success, so the form never tells whether an account exists.
 */
export function resetFailureMessage(error: unknown): string | null {
  const code = codeOf(error);
  if (code === 'auth/invalid-email' || code === 'auth/missing-email') {
    return 'Please enter a valid email.';
  }
  if (code === 'auth/network-request-failed') return AUTH_MESSAGES[code] ?? RESET_FAILED;
  // No identity-provider code at all: the SDK itself could not load (offline).
  return code.startsWith('auth/') ? null : RESET_FAILED;
}

/** Why the verification e-mail was not sent, in plain words. */
export function verificationSendError(error: unknown): string {
  const code = codeOf(error);
  if (code === 'auth/too-many-requests') {
    return 'We sent one a moment ago. Please wait a few minutes before asking for another.';
  }
  return AUTH_MESSAGES[code] ?? 'We could not send the e-mail right now. Please try again later.';
}
