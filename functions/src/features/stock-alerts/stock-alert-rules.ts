import { STOCK_ALERT_CONFIRM_HOURS, type StockAlertStatus } from '../../contract/stock-alert';

/**
 * The rules of back-in-stock requests and their confirmation (issue 21), as pure functions of
 * what is stored and the time. Times are milliseconds since the epoch.
 */

/** How long a confirmation link works, and so how long a pending request lives. */
export const CONFIRM_VALID_MS = STOCK_ALERT_CONFIRM_HOURS * 3_600_000;

/**
 * Asking again for a pending request mails a new link only this long after the last one: a
 * lost e-mail can be sent again, but one address cannot be flooded with links.
 */
export const CONFIRM_RESEND_MS = 60 * 60_000;

/** Pending (unconfirmed, unexpired) requests one address may have at a time. */
export const MAX_PENDING_PER_ADDRESS = 5;

/** What matters of a stored request for the next step. */
export interface StoredRequest {
  status: StockAlertStatus;
  /** When its last confirmation e-mail was written (pending requests). */
  confirmMailedAtMs: number | null;
  /** When a pending request lapses (its TTL). */
  expiresAtMs: number | null;
}

/** A pending request whose link still works. */
export const isLivePending = (request: StoredRequest, nowMs: number): boolean =>
  request.status === 'pending' && request.expiresAtMs !== null && request.expiresAtMs > nowMs;

/**
 * What "Notify me" does, given the request already stored for this address and product:
 * - `already-active`: one waits for the restock already; nothing changes;
 * - `activate`: the caller proved the mailbox (a verified account's own address): it waits now;
 * - `already-pending`: a link was mailed less than `CONFIRM_RESEND_MS` ago and still works;
 * - `send-confirmation`: a new pending request (or an expired or sent one asked again, or one
 *   whose link went out long enough ago), with a new link mailed.
 */
export type RequestStep = 'already-active' | 'activate' | 'already-pending' | 'send-confirmation';

export function nextRequestStep(
  current: StoredRequest | null,
  mailboxProven: boolean,
  nowMs: number,
): RequestStep {
  if (current?.status === 'waiting') return 'already-active';
  if (mailboxProven) return 'activate';
  const mailedAt = current?.confirmMailedAtMs ?? null;
  if (current && isLivePending(current, nowMs) && mailedAt !== null) {
    if (nowMs - mailedAt < CONFIRM_RESEND_MS) return 'already-pending';
  }
  return 'send-confirmation';
}

/** A confirmation link as stored. */
export interface StoredLink {
  validUntilMs: number;
  used: boolean;
}

/** Why a link cannot confirm anything, or null when it can. */
export function linkProblem(
  link: StoredLink | null,
  nowMs: number,
): 'invalid' | 'used' | 'expired' | null {
  if (!link) return 'invalid';
  if (link.used) return 'used';
  if (link.validUntilMs <= nowMs) return 'expired';
  return null;
}
