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

/** What a client's request counts against (`core/rate-limit.ts`). */
export type RateLimitAction =
  | 'review'
  | 'ticket'
  | 'vote'
  | 'order'
  | 'coupon-failure'
  | 'track'
  | 'coupon-use'
  | 'referral-use'
  | 'firebase-login'
  | 'password-login'
  | 'register'
  | 'order-lookup'
  | 'stock-alert';

/** `limit` requests per fixed window of `windowSeconds`. */
export interface RateLimitRule {
  /** Per identity (an account, a target e-mail or order number). */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitConfig {
  /** What one identity may do per window, by action. */
  limits: Record<RateLimitAction, RateLimitRule>;
  /**
   * An address (anonymous callers only) may do this many times what one identity may: one
   * phone-network or office address is shared by hundreds of shoppers. At least 10.
   */
  addressMultiplier: number;
  /**
   * X-Forwarded-For entries appended by proxies we trust, counted from the right (Firebase
   * Hosting's CDN writes the client's address, Google's front end the CDN's). 0 under the
   * emulators, where every entry was written by the client.
   */
  trustedHops: number;
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

/** Trusted X-Forwarded-For hops in production (docs/security.md has the evidence for 2). */
export const DEFAULT_TRUSTED_HOPS = 2;

/**
 * Per-client limits: by identity first (account; the target e-mail of a password sign-in; the
 * order number of a lookup), by address only for anonymous callers, at `addressMultiplier`
 * times the identity's limit (`core/rate-limit.ts`). Plain environment variables with defaults
 * (a `.env` file sets them per project), so the emulators and deploys never stop to ask for
 * them; a malformed value fails at start. The defaults leave an honest shopper far below every
 * limit (docs/decisions.md says why each).
 */
export function rateLimitConfig(env: NodeJS.ProcessEnv = process.env): RateLimitConfig {
  const rule = (name: string, limit: number, windowSeconds: number): RateLimitRule => ({
    limit: positiveInt(env, name, limit),
    windowSeconds,
  });
  // Public writes (reviews, tickets, votes, parcel lookups, sign-ins): one 10-minute window.
  const window = positiveInt(env, 'RATE_LIMIT_WINDOW_SECONDS', 600);
  const ordersWindow = positiveInt(env, 'RATE_LIMIT_ORDERS_WINDOW_SECONDS', 3600);
  const couponWindow = positiveInt(env, 'RATE_LIMIT_COUPON_FAILURES_WINDOW_SECONDS', 600);
  return {
    limits: {
      review: rule('RATE_LIMIT_REVIEWS', 5, window),
      ticket: rule('RATE_LIMIT_TICKETS', 10, window),
      vote: rule('RATE_LIMIT_VOTES', 60, window),
      // Placed orders (replays and failures give their count back).
      order: rule('RATE_LIMIT_ORDERS_PER_ACCOUNT', 20, ordersWindow),
      // Coupons refused at quote or order (unknown, expired, not yours, used up).
      'coupon-failure': rule('RATE_LIMIT_COUPON_FAILURES', 20, couponWindow),
      track: rule('RATE_LIMIT_TRACKING', 30, window),
      'coupon-use': rule('RATE_LIMIT_COUPON_USE', 20, window),
      'referral-use': rule('RATE_LIMIT_REFERRAL_USE', 10, window),
      // Sessions started per account; per address only tokens that failed the check count.
      'firebase-login': rule('RATE_LIMIT_FIREBASE_LOGIN', 30, window),
      // Password tries per target e-mail, from wherever they come.
      'password-login': rule('RATE_LIMIT_PASSWORD_LOGIN', 10, window),
      // New accounts through /api/auth/register (anonymous: per address, times the multiplier).
      register: rule('RATE_LIMIT_REGISTER', 10, window),
      // Guest order lookups, per order number (and per address): a shopper needs a handful.
      'order-lookup': rule('RATE_LIMIT_ORDER_LOOKUP', 20, window),
      // Back-in-stock requests (one stored per e-mail and product).
      'stock-alert': rule('RATE_LIMIT_STOCK_ALERTS', 20, window),
    },
    addressMultiplier: positiveInt(env, 'RATE_LIMIT_ADDRESS_MULTIPLIER', 10, 10),
    trustedHops: isFunctionsEmulator(env)
      ? 0
      : positiveInt(env, 'RATE_LIMIT_TRUSTED_HOPS', DEFAULT_TRUSTED_HOPS, 0),
  };
}

/**
 * How long an unpaid order (status `new`) holds its stock before the hold-expiry job cancels
 * it (issue 12): `ORDER_HOLD_HOURS`, default 72; 0 turns the expiry off. Checkout takes no
 * payment yet, so without it an abandoned order would keep its stock forever.
 */
export function orderHoldConfig(env: NodeJS.ProcessEnv = process.env): { holdMs: number } {
  return { holdMs: positiveInt(env, 'ORDER_HOLD_HOURS', 72, 0) * 3_600_000 };
}

/**
 * Most a referrer can earn from referred orders per calendar month (UTC), in whole dollars
 * (`REFERRAL_MONTHLY_CAP`, default 100; 0 pays no order credits). A credit beyond it is
 * trimmed, so a farm of fake friends is worth at most this much a month.
 */
export function referralMonthlyCap(env: NodeJS.ProcessEnv = process.env): number {
  return positiveInt(env, 'REFERRAL_MONTHLY_CAP', 100, 0);
}

/** The demo project's public origin: the Hosting emulator. */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:5000';

/**
 * The store's public origin (`SITE_ORIGIN`, e.g. `https://toys.example.com`; default
 * `http://localhost:5000`, the Hosting emulator): the one source of absolute URLs (canonical
 * links, Open Graph, JSON-LD, the sitemap). Only the origin counts (path and trailing slash
 * dropped); anything but an http(s) URL fails at start.
 */
export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.SITE_ORIGIN?.trim();
  if (!raw) return DEFAULT_SITE_ORIGIN;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_ORIGIN must be an absolute http(s) URL, not "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_ORIGIN must be an absolute http(s) URL, not "${raw}"`);
  }
  return url.origin;
}

/** What unconfirmed orders may hold (issue 21): `unconfirmedOrdersConfig`. */
export interface UnconfirmedOrdersConfig {
  /** How long an unconfirmed order holds its stock, and how long its confirmation link works. */
  holdMs: number;
  /** The same, in whole minutes, as the shopper is told. */
  holdMinutes: number;
  /** Unconfirmed orders one contact e-mail, or one account, may have at a time. */
  maxOrders: number;
  /** Units those orders may hold together. */
  maxUnits: number;
}

/**
 * Orders whose contact e-mail is not proven (a guest's, or an unverified account's) are
 * unconfirmed (issue 21): they hold stock for `UNCONFIRMED_HOLD_MINUTES` (default 30) unless
 * the link mailed to that address confirms them, and one contact e-mail or account may have
 * at most `UNCONFIRMED_ORDERS_PER_CONTACT` (5) of them holding `UNCONFIRMED_UNITS_PER_CONTACT`
 * (10) units at a time. Each is at least 1; a malformed value fails at start.
 */
export function unconfirmedOrdersConfig(
  env: NodeJS.ProcessEnv = process.env,
): UnconfirmedOrdersConfig {
  const holdMinutes = positiveInt(env, 'UNCONFIRMED_HOLD_MINUTES', 30);
  return {
    holdMs: holdMinutes * 60_000,
    holdMinutes,
    maxOrders: positiveInt(env, 'UNCONFIRMED_ORDERS_PER_CONTACT', 5),
    maxUnits: positiveInt(env, 'UNCONFIRMED_UNITS_PER_CONTACT', 10),
  };
}

/** The proof-of-work challenge of drop orders and raffle entries (issue 23): `challengeConfig`. */
export interface ChallengeConfig {
  /** Signs challenges (HMAC-SHA-256); the key-signature secret is derived from it. */
  hmacSecret: string;
  /** The solver tries counters from 0; the server picks the answer in [maxCounter/2, maxCounter]. */
  maxCounter: number;
  /** How long a challenge may be solved and spent after it was issued. */
  ttlSeconds: number;
}

/** The emulators' key: public, so it must never sign a deployed store's challenges. */
export const DEMO_ALTCHA_HMAC_SECRET = 'demo-toy-store-altcha-key-not-a-secret';

/**
 * `ALTCHA_HMAC_SECRET` signs the challenges: set it in production as a secret (Secret Manager,
 * `firebase functions:secrets:set ALTCHA_HMAC_SECRET`, bound to the `api` function) or in the
 * project's `functions/.env.<project>`; at least 32 characters. Without it a deployed store
 * refuses to issue or accept challenges (fail closed); only the emulators use the demo key.
 * `ALTCHA_MAX_COUNTER` (default 20000) is the work: a solver needs maxCounter/2 to maxCounter
 * SHA-256 steps. `ALTCHA_TTL_SECONDS` (default 600) is how long a challenge lasts.
 */
export function challengeConfig(env: NodeJS.ProcessEnv = process.env): ChallengeConfig {
  const secret = env.ALTCHA_HMAC_SECRET?.trim() ?? '';
  if (secret === '' && !isFunctionsEmulator(env)) {
    throw new Error('ALTCHA_HMAC_SECRET must be set (at least 32 characters)');
  }
  if (secret !== '' && secret.length < 32) {
    throw new Error('ALTCHA_HMAC_SECRET must be at least 32 characters');
  }
  return {
    hmacSecret: secret || DEMO_ALTCHA_HMAC_SECRET,
    maxCounter: positiveInt(env, 'ALTCHA_MAX_COUNTER', 20_000, 2),
    ttlSeconds: positiveInt(env, 'ALTCHA_TTL_SECONDS', 600, 10),
  };
}
