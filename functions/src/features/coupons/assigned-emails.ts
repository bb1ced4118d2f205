import { normaliseEmail } from '../../core/env';

/**
 * `coupons/{CODE}.assignedEmails`: the coupon's `assignedTo` trimmed, lower-cased and each once,
 * kept beside it by every writer (admin create, edit and send, the seed, account deletion, the
 * backfill). `assignedTo` stays as the admin typed it; this copy is what an `array-contains`
 * query can match, so a shopper's promocodes and an account deletion read only the coupons
 * of that address instead of the whole collection.
 */
export function assignedEmailsOf(assignedTo: readonly string[]): string[] {
  return [...new Set(assignedTo.map(normaliseEmail).filter((email) => email !== ''))];
}

/** Whether a stored `assignedEmails` already says what `assignedTo` says (order aside). */
export function assignedEmailsMatch(stored: unknown, assignedTo: readonly string[]): boolean {
  if (!Array.isArray(stored)) return false;
  const wanted = assignedEmailsOf(assignedTo);
  return stored.length === wanted.length && wanted.every((email) => stored.includes(email));
}
