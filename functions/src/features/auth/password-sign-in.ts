import { defineString } from 'firebase-functions/params';
import { AppError } from '../../core/errors';

/**
 * The Admin SDK cannot check a password or mint an ID token, so `POST /api/auth/login` and
 * `/register` sign in through Identity Toolkit's REST API, as the web SDK does. That API
 * needs the project's Web API key. Empty (the default) turns both routes off with a 503;
 * the web app signs in with the Firebase SDK and `firebase-login` and does not need them.
 * On the emulators the Auth emulator answers, with any key.
 */
export const webApiKeyParam = defineString('WEB_API_KEY', {
  default: '',
  description:
    'Firebase Web API key, for e-mail/password sign-in through /api/auth/login and /register. ' +
    'Leave empty to turn those routes off (the web app signs in with the Firebase SDK).',
});

const PATH = 'identitytoolkit.googleapis.com/v1/accounts:signInWithPassword';
const TIMEOUT_MS = 10_000;

/** Identity Toolkit error codes that all mean "these credentials do not sign anyone in". */
const BAD_CREDENTIALS = new Set([
  'INVALID_LOGIN_CREDENTIALS',
  'EMAIL_NOT_FOUND',
  'INVALID_PASSWORD',
  'USER_DISABLED',
  'INVALID_EMAIL',
  'MISSING_PASSWORD',
]);

export const invalidCredentials = () =>
  new AppError('invalid_credentials', 'Invalid email or password', 401);

/** Where to sign in, or null when this deployment has no way to. */
function endpoint(): string | null {
  // Set by the emulator suite (and read by the Admin SDK the same way).
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulatorHost) return `http://${emulatorHost}/${PATH}?key=emulator`;
  const key = webApiKeyParam.value();
  return key === '' ? null : `https://${PATH}?key=${encodeURIComponent(key)}`;
}

function requireEndpoint(): string {
  const url = endpoint();
  if (!url) {
    throw new AppError('not_configured', 'Password sign-in through the API is not configured', 503);
  }
  return url;
}

/** Throws 503 before anything is written when password sign-in is not configured. */
export function assertPasswordSignInAvailable(): void {
  requireEndpoint();
}

/**
 * A fresh ID token for the credentials, or 401 'Invalid email or password' (one answer for
 * an unknown e-mail and a wrong password). Neither the password nor the answer is logged.
 */
export async function signInWithPassword(email: string, password: string): Promise<string> {
  const res = await fetch(requireEndpoint(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await res.json().catch(() => ({}))) as {
    idToken?: unknown;
    error?: { message?: unknown };
  };
  if (res.ok && typeof body.idToken === 'string') return body.idToken;

  // Messages look like 'TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been...'.
  const message = body.error?.message;
  const code = (typeof message === 'string' ? message : '').split(/[\s:]/)[0] ?? '';
  if (BAD_CREDENTIALS.has(code)) throw invalidCredentials();
  if (code === 'TOO_MANY_ATTEMPTS_TRY_LATER') {
    throw new AppError('rate_limited', 'Too many sign-in attempts. Please try again later.', 429);
  }
  throw new Error(`Identity Toolkit sign-in answered ${res.status} ${code}`);
}
