import type { Locale } from '../contract/locale';
import { RU_ERROR_PATTERNS, RU_ERROR_TEXTS } from './error-texts-ru';

/** A 400 from the contract names the field first: `shippingData.email: Please enter…`. */
const FIELD_PREFIX = /^([A-Za-z0-9_.[\]-]+): (.+)$/s;

/** The Russian of one English message, or null when the table has none. */
function russian(message: string): string | null {
  // Own keys only: a message such as `constructor` must not find Object's prototype.
  if (Object.hasOwn(RU_ERROR_TEXTS, message)) return RU_ERROR_TEXTS[message] ?? null;
  // Before the patterns: `fullName: Full name is required` is the field's, then the message.
  const fielded = FIELD_PREFIX.exec(message);
  if (fielded?.[1] !== undefined && fielded[2] !== undefined) {
    const rest = russian(fielded[2]);
    return rest === null ? null : `${fielded[1]}: ${rest}`;
  }
  for (const [pattern, build] of RU_ERROR_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return build(...match.slice(1));
  }
  return null;
}

/**
 * The `{error}` text in the request's language (issue 25): English as thrown; Russian from
 * the table (core/error-texts-ru.ts), or the English when it has no text for it.
 */
export function localiseError(message: string, locale: Locale): string {
  return locale === 'ru' ? (russian(message) ?? message) : message;
}

/** Whether the table has a Russian text for `message` (the coverage test asks). */
export const hasRussian = (message: string): boolean => russian(message) !== null;
