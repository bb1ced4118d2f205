/**
 * The generic text check: a string that is non-empty once trimmed
 * and at most `max` characters long.
 */
export function isValidText(value: unknown, max = 1000): value is string {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= max;
}

// Deliberately loose: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
