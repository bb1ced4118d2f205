import { normaliseEmail } from '../../core/env';

/** Firestore's `in` filter takes at most 30 values. */
const MAX_VARIANTS = 30;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The spellings of an e-mail that orders may carry in `userEmail`. Guest orders keep the
 * address as typed in the shipping form, and Firestore cannot compare case-insensitively, so
 * a lookup asks for the usual capitalisations (all lower, all upper, first letter of each
 * part upper) plus any spelling given; results are compared lower-cased afterwards.
 */
export function emailVariants(email: string, ...alsoAsTyped: string[]): string[] {
  const lower = normaliseEmail(email);
  const at = lower.lastIndexOf('@');
  if (at <= 0) return [lower];
  const local = lower.slice(0, at);
  const domain = lower.slice(at + 1);
  const variants = new Set<string>([lower, ...alsoAsTyped.map((typed) => typed.trim())]);
  for (const l of [local, capitalise(local), local.toUpperCase()]) {
    for (const d of [domain, capitalise(domain), domain.toUpperCase()]) variants.add(`${l}@${d}`);
  }
  return [...variants].filter((variant) => variant !== '').slice(0, MAX_VARIANTS);
}

/** Whether an order's `userEmail` names this address, ignoring case and spaces. */
export function sameEmail(stored: unknown, email: string): boolean {
  return typeof stored === 'string' && normaliseEmail(stored) === normaliseEmail(email);
}
