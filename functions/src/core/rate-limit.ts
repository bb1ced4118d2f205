import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { currentUser, type SessionUser } from './auth';
import {
  rateLimitConfig,
  type RateLimitAction,
  type RateLimitConfig,
  type RateLimitRule,
} from './env';
import { AppError } from './errors';
import { db } from './firebase';

/**
 * The client's address behind our proxies. Each proxy appends the address it received the
 * request from to X-Forwarded-For, so only the right-most `trustedHops` entries were written
 * by proxies we trust (Hosting's CDN writes the client's address, Google's front end the
 * CDN's); everything left of them is whatever the client chose to send, and is ignored. The
 * client is therefore the left-most trusted entry, `trustedHops` from the right. A chain
 * shorter than that falls back to its right-most entry, never the left-most (which the client
 * wrote). With no trusted hops (the emulators, where Hosting appends nothing) the header is
 * ignored altogether and the socket's address counts.
 */
export function clientIp(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const joined = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = joined
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const trusted =
    trustedHops === 0
      ? undefined
      : (entries[entries.length - trustedHops] ?? entries[entries.length - 1]);
  const picked = trusted ?? socketAddress ?? '';
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
  return user ? accountKey(user.uid) : addressKey(ip);
}

/** The key of an account. */
export const accountKey = (uid: string): string => `uid:${uid}`;

/** The key of an address (see `ipBucket`): counted at `addressMultiplier` times the limit. */
export const addressKey = (ip: string): string => `ip:${ipBucket(ip)}`;

/** The key of a target identity other than an account (an e-mail, an order number). */
export const targetKey = (kind: 'email' | 'order', value: string): string =>
  `${kind}:${value.trim().toLowerCase()}`;

/**
 * The limit `client` gets for `rule`: an identity's own, or for an address (anonymous callers,
 * hundreds of whom may share one phone-network address) `addressMultiplier` times it.
 */
export function limitFor(rule: RateLimitRule, client: string, addressMultiplier: number): number {
  return client.startsWith('ip:') ? rule.limit * addressMultiplier : rule.limit;
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
const windowRef = (id: string) => db.collection('rateLimits').doc(id);

export function windowDocId(action: RateLimitAction, client: string, windowIndex: number) {
  return createHash('sha256')
    .update(`${action}\n${client}\n${String(windowIndex)}`)
    .digest('hex');
}

async function countRequest(ref: DocumentReference, expiresAt: Timestamp): Promise<number> {
  await ref.set({ count: FieldValue.increment(1), expiresAt }, { merge: true });
  const count: unknown = (await ref.get()).get('count');
  return typeof count === 'number' ? count : 1;
}

const logGiveBackFailed = (action: RateLimitAction, err: unknown) =>
  logger.warn('rate_limit_give_back_failed', { action, error: String(err) });

/** One request counted against a client's window, and the way to take it back. */
export interface Allowance {
  allowed: boolean;
  /** Seconds until the window resets (the `Retry-After` of a refusal). */
  retryAfterSeconds: number;
  /**
   * Un-counts this request (a replay or a failed order placed nothing; a coupon that worked
   * is no failed attempt). Best effort: a lost decrement only makes the limit stricter, so
   * it is logged and never fails the answer.
   */
  giveBack(): Promise<void>;
}

/** Counts one request of `client` (see `clientKey`) for `action`; refused past the limit. */
export async function takeAllowance(
  action: RateLimitAction,
  client: string,
  config: RateLimitConfig = rateLimitConfig(),
): Promise<Allowance> {
  const window = transactionalWindow(action, client, config);
  const count = await countRequest(window.ref, window.expiresAt);
  let given = false;
  return {
    allowed: count <= window.limit,
    retryAfterSeconds: window.retryAfterSeconds,
    async giveBack() {
      if (given) return;
      given = true;
      try {
        await window.ref.update({ count: FieldValue.increment(-1) });
      } catch (err) {
        logGiveBackFailed(action, err);
      }
    },
  };
}

/**
 * A client's window for `action`, counted inside the caller's own transaction rather than with
 * calls of its own (the order's, issue 23): the caller reads `ref` with its other reads (no
 * lock), refuses with `assertWindowRoom` before any write, and counts with `countInWindow`
 * among its writes, guarded by the window as read: when one of a client's simultaneous requests
 * counted first, the others' commits fail and they read again, so a burst cannot slip under
 * the limit. A request refused or failed for any reason counts nothing, with no call to give
 * the count back. Not a locked read: simultaneous transactions holding read locks on one
 * document each wait for the others to let go before they can write it (seconds, under load).
 */
export interface TransactionalWindow {
  ref: DocumentReference;
  limit: number;
  retryAfterSeconds: number;
  expiresAt: Timestamp;
}

export function transactionalWindow(
  action: RateLimitAction,
  client: string,
  config: RateLimitConfig = rateLimitConfig(),
  nowMs: number = Date.now(),
): TransactionalWindow {
  const rule = config.limits[action];
  const window = fixedWindow(nowMs, rule.windowSeconds);
  return {
    ref: windowRef(windowDocId(action, client, window.index)),
    limit: limitFor(rule, client, config.addressMultiplier),
    retryAfterSeconds: retryAfterSeconds(nowMs, window.resetsAtMs),
    expiresAt: Timestamp.fromMillis(window.resetsAtMs),
  };
}

/** 429 when the window, as read, already holds its limit (a missing document holds none). */
export function assertWindowRoom(
  window: TransactionalWindow,
  snap: DocumentSnapshot | null,
  message?: string,
): void {
  const count: unknown = snap?.get('count');
  if (typeof count === 'number' && count >= window.limit) {
    throw tooManyRequests(window.retryAfterSeconds, message);
  }
}

/**
 * Counts one request in the caller's commit, guarded by the window as the caller read it
 * (`snap`): the commit fails (FAILED_PRECONDITION, or ALREADY_EXISTS for a new window) if
 * another request counted meanwhile, and the caller's retry reads the new count.
 */
export function countInWindow(
  tx: Transaction,
  window: TransactionalWindow,
  snap: DocumentSnapshot | null,
): void {
  const updated = snap?.exists ? snap.updateTime : undefined;
  if (updated)
    tx.update(window.ref, { count: FieldValue.increment(1) }, { lastUpdateTime: updated });
  else tx.create(window.ref, { count: 1, expiresAt: window.expiresAt });
}

export const tooManyRequests = (
  retryAfter: number,
  message = 'Too many requests, try again later',
) => new AppError('rate_limited', message, 429, { retryAfterSeconds: retryAfter });

let chainLogged = false;

/**
 * Logs, once per instance, the raw X-Forwarded-For chain of the first request and what was
 * picked from it, so the trusted hop count can be checked against what production really
 * sends (docs/security.md). It holds addresses only: no cookie, path or other header.
 */
function logChainOnce(req: Request, trustedHops: number, picked: string): void {
  if (chainLogged) return;
  chainLogged = true;
  logger.info('client_address_chain', {
    forwardedFor: req.headers['x-forwarded-for'] ?? null,
    socketAddress: req.socket.remoteAddress ?? null,
    trustedHops,
    picked,
  });
}

/** The request's client address, as far as our trusted proxies vouch for it (`clientIp`). */
export function requestAddress(req: Request, config: RateLimitConfig = rateLimitConfig()): string {
  const ip = clientIp(req.headers['x-forwarded-for'], req.socket.remoteAddress, config.trustedHops);
  logChainOnce(req, config.trustedHops, ip);
  return ip;
}

/** Counts one request of `client` for `action` and refuses it with 429 past the limit. */
export async function enforceAllowance(
  action: RateLimitAction,
  client: string,
  config: RateLimitConfig = rateLimitConfig(),
): Promise<void> {
  const allowance = await takeAllowance(action, client, config);
  if (!allowance.allowed) throw tooManyRequests(allowance.retryAfterSeconds);
}

/** Who a request counts against: its account when `identify` found one, else its address. */
export function requestClient(
  req: Request,
  res: Response,
  config: RateLimitConfig = rateLimitConfig(),
): string {
  return clientKey(currentUser(res), requestAddress(req, config));
}

/**
 * Counts every request against the caller's fixed window for `action` (after `identify`, to
 * count accounts rather than addresses; an address gets `addressMultiplier` times the limit) and answers 429 with `Retry-After` once the window's
 * limit is used up.
 */
export function rateLimit(
  action: RateLimitAction,
  config: RateLimitConfig = rateLimitConfig(),
): RequestHandler {
  return async (req, res, next) => {
    const allowance = await takeAllowance(action, requestClient(req, res, config), config);
    next(allowance.allowed ? undefined : tooManyRequests(allowance.retryAfterSeconds));
  };
}
