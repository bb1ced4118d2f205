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
  | 'order-account'
  | 'order-guest'
  | 'coupon-failure'
  | 'track'
  | 'coupon-use'
  | 'referral-use'
  | 'firebase-login'
  | 'order-lookup'
  | 'stock-alert';

/** `limit` requests per fixed window of `windowSeconds`. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitConfig {
  /** What a client may do per window, by action. */
  limits: Record<RateLimitAction, RateLimitRule>;
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
 * Per-client limits, counted by account when signed in, else by address (`core/rate-limit.ts`).
 * Plain environment variables with defaults (a `.env` file sets them per project), so the
 * emulators and deploys never stop to ask for them; a malformed value fails at start. The
 * defaults leave an honest shopper far below every limit (docs/decisions.md says why each).
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
      'order-account': rule('RATE_LIMIT_ORDERS_PER_ACCOUNT', 20, ordersWindow),
      'order-guest': rule('RATE_LIMIT_ORDERS_PER_GUEST_IP', 100, ordersWindow),
      // Coupons refused at quote or order (unknown, expired, not yours, used up).
      'coupon-failure': rule('RATE_LIMIT_COUPON_FAILURES', 20, couponWindow),
      track: rule('RATE_LIMIT_TRACKING', 30, window),
      'coupon-use': rule('RATE_LIMIT_COUPON_USE', 20, window),
      'referral-use': rule('RATE_LIMIT_REFERRAL_USE', 10, window),
      'firebase-login': rule('RATE_LIMIT_FIREBASE_LOGIN', 30, window),
      // Guest order lookups (number + e-mail): a shopper needs a handful, a guesser thousands.
      'order-lookup': rule('RATE_LIMIT_ORDER_LOOKUP', 20, window),
      // Back-in-stock requests (one stored per e-mail and product).
      'stock-alert': rule('RATE_LIMIT_STOCK_ALERTS', 20, window),
    },
    proxyHops: positiveInt(env, 'RATE_LIMIT_PROXY_HOPS', 2, 0),
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
