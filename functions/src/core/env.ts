import { defineList } from 'firebase-functions/params';

/**
 * The only reader of configuration. ADMIN_EMAILS has no default on purpose: a real
 * deploy must name its admins (firebase deploy asks). Locally it comes from
 * `functions/.env.demo-toy-store`.
 */
export const adminEmailsParam = defineList('ADMIN_EMAILS', {
  description: 'E-mail addresses of the store administrators, comma-separated',
});

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether an e-mail is on the admin list (case and surrounding spaces ignored). */
export function isAdminEmail(
  email: string | null | undefined,
  adminEmails: readonly string[] = adminEmailsParam.value(),
): boolean {
  if (!email) return false;
  const wanted = normaliseEmail(email);
  return adminEmails.some((admin) => admin.trim() !== '' && normaliseEmail(admin) === wanted);
}

/**
 * Whether this process runs inside the Functions emulator (the Firebase CLI sets
 * `FUNCTIONS_EMULATOR=true` there and never in a deployed function). Local conveniences, such
 * as trusting the dev servers' origins, hang on it.
 */
export function isFunctionsEmulator(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}

/** Where uploaded images go: Cloud Storage (production, or a Storage emulator), or a local folder. */
export type UploadStorageConfig =
  | {
      kind: 'cloud-storage';
      /** `http://host:port` of a Storage emulator, or null in production. */
      emulatorOrigin: string | null;
    }
  | { kind: 'local-folder' };

/**
 * Cloud Storage wherever it exists: in production and whenever a Storage emulator is named
 * (`STORAGE_EMULATOR_HOST` with its scheme, or the Admin SDK's `FIREBASE_STORAGE_EMULATOR_HOST`
 * without). Only inside the Functions emulator with no Storage emulator (it cannot start on
 * our offline machines) do uploads fall back to a local folder.
 */
export function uploadStorageConfig(env: NodeJS.ProcessEnv = process.env): UploadStorageConfig {
  const cloudHost = env.STORAGE_EMULATOR_HOST?.trim();
  const firebaseHost = env.FIREBASE_STORAGE_EMULATOR_HOST?.trim();
  if (cloudHost) {
    const origin = /^https?:\/\//.test(cloudHost) ? cloudHost : `http://${cloudHost}`;
    return { kind: 'cloud-storage', emulatorOrigin: origin.replace(/\/+$/, '') };
  }
  if (firebaseHost) return { kind: 'cloud-storage', emulatorOrigin: `http://${firebaseHost}` };
  if (isFunctionsEmulator(env)) return { kind: 'local-folder' };
  return { kind: 'cloud-storage', emulatorOrigin: null };
}

/** What a public write counts against (`core/rate-limit.ts`). */
export type RateLimitAction = 'review' | 'ticket' | 'vote';

export interface RateLimitConfig {
  /** Length of one fixed window. */
  windowSeconds: number;
  /** Writes a client may make per window, by action. */
  limits: Record<RateLimitAction, number>;
  /**
   * X-Forwarded-For entries our own proxies append after the client's address (Firebase
   * Hosting's CDN, then Google's front end): the client is the entry this many from the right.
   */
  proxyHops: number;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${String(min)}, not "${raw}"`);
  }
  return value;
}

/**
 * Limits of the public writes (reviews, support tickets, votes), per client and window.
 * Plain environment variables with defaults (a `.env` file sets them per project), so the
 * emulators and deploys never stop to ask for them; a malformed value fails at start.
 */
export function rateLimitConfig(env: NodeJS.ProcessEnv = process.env): RateLimitConfig {
  return {
    windowSeconds: positiveInt(env, 'RATE_LIMIT_WINDOW_SECONDS', 600),
    limits: {
      review: positiveInt(env, 'RATE_LIMIT_REVIEWS', 5),
      ticket: positiveInt(env, 'RATE_LIMIT_TICKETS', 10),
      vote: positiveInt(env, 'RATE_LIMIT_VOTES', 60),
    },
    proxyHops: positiveInt(env, 'RATE_LIMIT_PROXY_HOPS', 2, 0),
  };
}
