import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url (43 characters): what a confirmation link carries. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: confirmTokenHash(token) };
}

/** Only the hash is stored: whoever reads the database cannot confirm with it. */
export const confirmTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
