import type { Request, RequestHandler } from 'express';
import { parseCookies, SESSION_COOKIE } from './auth';
import { isFunctionsEmulator } from './env';
import { AppError } from './errors';

/**
 * Cross-site request forgery defence for the `__session` cookie. The cookie is SameSite=Strict
 * already; this is the second, browser-independent layer: a state-changing request that
 * carries the cookie must say it comes from our own pages.
 */

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Local origins that are not the request's own host: the Hosting emulator and Vite's dev server. */
export const DEV_ORIGINS: readonly string[] = [
  'http://localhost:5000',
  'http://127.0.0.1:5000',
  'http://localhost:5173',
];

/**
 * The dev origins are trusted only under the emulators: in production a page served from
 * someone's own machine at localhost:5000 is a foreign site like any other.
 */
export function trustedDevOrigins(env: NodeJS.ProcessEnv = process.env): readonly string[] {
  return isFunctionsEmulator(env) ? DEV_ORIGINS : [];
}

const crossSite = () => new AppError('cross_site', 'Cross-site request refused', 403);

/** The origin a browser names for the request: `Origin`, else the origin of `Referer`. */
function claimedOrigin(req: Request): URL | null {
  const origin = req.get('origin');
  const source = origin ?? req.get('referer');
  // `Origin: null` (sandboxed frames, privacy redirects) names no one we can trust.
  if (!source || source === 'null') return null;
  try {
    return new URL(source);
  } catch {
    return null;
  }
}

/**
 * The hosts this request was addressed to. Behind Hosting the function sees its own host in
 * `Host` and the site's in `X-Forwarded-Host`; a browser cannot set that header on a
 * cross-site request without a CORS preflight, which this API never grants.
 */
function requestHosts(req: Request): string[] {
  const forwarded = (req.get('x-forwarded-host') ?? '').split(',');
  return [...forwarded, req.get('host') ?? '']
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
}

/** Whether the request says it comes from our own pages (same host, or a dev origin locally). */
export function isSameOrigin(req: Request): boolean {
  const origin = claimedOrigin(req);
  if (!origin) return false;
  if (trustedDevOrigins().includes(origin.origin)) return true;
  return requestHosts(req).includes(origin.host.toLowerCase());
}

/**
 * App-wide, before the routes: a POST, PUT, PATCH or DELETE with the session cookie needs an
 * `Origin` (or `Referer`) of our own, else 403. Calls without the cookie (a Bearer token or a
 * guest) prove nothing by ambient credentials, so they are not affected.
 */
export const refuseCrossSiteCookies: RequestHandler = (req, _res, next) => {
  if (!STATE_CHANGING.has(req.method)) return next();
  if (!parseCookies(req.headers.cookie)[SESSION_COOKIE]) return next();
  if (!isSameOrigin(req)) return next(crossSite());
  next();
};

/**
 * For the routes that start a session (login, register, firebase-login): a browser request
 * from a foreign page is refused even without a cookie, so no other site can sign a visitor
 * in to an account of its choosing. Non-browser clients send no `Origin` and pass.
 */
export const refuseForeignOrigin: RequestHandler = (req, _res, next) => {
  const named = req.get('origin') ?? req.get('referer');
  if (named !== undefined && !isSameOrigin(req)) return next(crossSite());
  next();
};
