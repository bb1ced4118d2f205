import { createHash, randomBytes } from 'node:crypto';

/**
 * The token of a one-time link (the confirmation e-mails of unconfirmed orders and of
 * back-in-stock requests): 256 random bits, worth nothing to guess, base64url (43 characters,
 * the contract's `ConfirmTokenSchema`). The link carries the token; only its hash is stored.
 */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: oneTimeTokenHash(token) };
}

/** Only the hash is stored: whoever reads the database cannot use the link with it. */
export const oneTimeTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
