import { badRequest } from './errors';

/**
 * Text as typed, minus what cannot be meant: control characters other than line breaks and
 * tabs, and the outer spaces. Nothing is HTML-escaped here: text is stored as text and
 * escaped where it is shown.
 */
export function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
}

/** `cleanText`, and still required afterwards: a blank (or control-only) value is a 400. */
export function requiredText(value: string, label: string): string {
  const cleaned = cleanText(value);
  if (cleaned === '') throw badRequest(`${label} is required`);
  return cleaned;
}
