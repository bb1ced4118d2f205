import { z } from 'zod';

/**
 * The one-time links that confirmation e-mails carry (issue 21: unconfirmed orders and
 * back-in-stock requests). A link opens a page of the store whose button POSTs the token: mail
 * scanners fetch the links they find, so opening the link alone confirms nothing. The token
 * travels in the fragment, which browsers never send to a server nor put in a `Referer`; the
 * e-mail address is never in the link.
 */

/** 32 random bytes, base64url without padding (functions core/one-time-token.ts makes them). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A link whose token is malformed (400) or unknown (404). */
export const CONFIRM_LINK_INVALID =
  'This confirmation link is not valid. Please open the link from your e-mail again.';

export const ConfirmTokenSchema = z.string().regex(TOKEN_PATTERN, CONFIRM_LINK_INVALID);

/** The link in a confirmation e-mail: the store page at `path`, the token in the fragment. */
export const confirmLink = (origin: string, path: string, token: string) =>
  `${origin}${path}#token=${encodeURIComponent(token)}`;

/** The token a confirmation link carries in its fragment (`#token=...`), or null. */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && TOKEN_PATTERN.test(token) ? token : null;
}
