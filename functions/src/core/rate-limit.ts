import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { currentUser, type SessionUser } from './auth';
import { rateLimitConfig, type RateLimitAction, type RateLimitConfig } from './env';
import { AppError } from './errors';
import { db } from './firebase';

/**
 * The client's address behind our proxies. Each proxy appends the address it received the
 * request from to X-Forwarded-For, so the right-most entries are written by Hosting's CDN
 * and Google's front end and cannot be forged; everything left of the client's entry is
 * whatever the client chose to send. The client is therefore the entry `proxyHops` from the
 * right, never the left-most. A shorter list (no proxies, e.g. a local call) falls back to
 * its left-most entry, then to the socket's address.
 */
export function clientIp(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  proxyHops: number,
): string {
  const joined = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = joined
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const picked = entries[Math.max(0, entries.length - 1 - proxyHops)] ?? socketAddress ?? '';
  return picked === '' ? 'unknown' : picked;
}

/** Groups of 16 bits of an IPv6 address, `::` expanded; null when it is not one. */
function ipv6Groups(ip: string): string[] | null {
  if (!ip.includes(':')) return null;
  const [head = '', tail] = ip.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right];
  return groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))
    ? groups.map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    : null;
}

/**
 * What a guest is counted by: an IPv4 address as it is (IPv4-mapped IPv6 unwrapped), an
 * IPv6 address by its /64 network, since one household or phone is handed a whole /64 and
 * could otherwise take a fresh address per request.
 */
export function ipBucket(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const groups = ipv6Groups(ip);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip;
}

/** Signed-in callers are counted by account, wherever they are; guests by address. */
export function clientKey(user: Pick<SessionUser, 'uid'> | null, ip: string): string {
  return user ? `uid:${user.uid}` : `ip:${ipBucket(ip)}`;
}

/** The fixed window `nowMs` falls in: its number and when the next one starts. */
export function fixedWindow(nowMs: number, windowSeconds: number) {
  const length = windowSeconds * 1000;
  const index = Math.floor(nowMs / length);
  return { index, resetsAtMs: (index + 1) * length };
}

/** Seconds to wait before the window resets, at least 1 (for `Retry-After`). */
export function retryAfterSeconds(nowMs: number, resetsAtMs: number): number {
  return Math.max(1, Math.ceil((resetsAtMs - nowMs) / 1000));
}

/**
 * `rateLimits/{sha256(action, client, window)}` {count, expiresAt}: the id never holds the
 * address or uid itself, and `expiresAt` is for a Firestore TTL policy to delete old windows.
 * The count is incremented without a read lock and read back afterwards: requests of one
 * client never wait on each other's locks; a burst right at the limit may see one another's
 * increments and be refused a little early, never let through beyond it.
 */
async function countRequest(id: string, expiresAt: Timestamp): Promise<number> {
  const ref = db.collection('rateLimits').doc(id);
  await ref.set({ count: FieldValue.increment(1), expiresAt }, { merge: true });
  const count: unknown = (await ref.get()).get('count');
  return typeof count === 'number' ? count : 1;
}

export const tooManyRequests = () =>
  new AppError('rate_limited', 'Too many requests, try again later', 429);

/**
 * After `identify`: counts this write against the caller's fixed window for `action` and
 * answers 429 with `Retry-After` once the window's limit is used up.
 */
export function rateLimit(
  action: RateLimitAction,
  config: RateLimitConfig = rateLimitConfig(),
): RequestHandler {
  return async (req, res, next) => {
    const ip = clientIp(req.headers['x-forwarded-for'], req.socket.remoteAddress, config.proxyHops);
    const key = clientKey(currentUser(res), ip);
    const now = Date.now();
    const window = fixedWindow(now, config.windowSeconds);
    const id = createHash('sha256')
      .update(`${action}\n${key}\n${String(window.index)}`)
      .digest('hex');
    const count = await countRequest(id, Timestamp.fromMillis(window.resetsAtMs));
    if (count > config.limits[action]) {
      res.set('Retry-After', String(retryAfterSeconds(now, window.resetsAtMs)));
      next(tooManyRequests());
      return;
    }
    next();
  };
}
