// What an admin types into a form field, read as a value (the product and coupon forms).

/** Comma-separated text to a list: items trimmed, blanks dropped. */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** A number typed into a field, or null when it is blank or not a number. */
export function readNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}
