import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { Role } from '../../contract/user';
import { defaultProfile } from '../../contract/user';

/** What the account says about itself at sign-in: the server's facts for `users/{uid}`. */
export interface AccountFacts {
  email: string;
  name: string;
  role: Role;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The fields `users/{uid}` lacks or has out of step with the account. A document without
 * `createdAt` is treated as new even if other features merged fields into it first (the
 * referral code, say). Role and e-mail always follow the account; a name or profile once
 * set is the user's and is kept.
 */
export function userDocumentPatch(
  stored: DocumentData | undefined,
  account: AccountFacts,
  now: Timestamp,
): DocumentData {
  const data = stored ?? {};
  const patch: DocumentData = {};
  if (!(data.createdAt instanceof Timestamp)) patch.createdAt = now;
  if (data.email !== account.email) patch.email = account.email;
  if (data.role !== account.role) patch.role = account.role;
  if (!isText(data.name) && (isText(account.name) || typeof data.name !== 'string')) {
    patch.name = account.name;
  }
  if (typeof data.profile !== 'object' || data.profile === null) {
    const name: unknown = patch.name ?? data.name;
    patch.profile = defaultProfile({ name: isText(name) ? name : '', email: account.email });
  }
  return patch;
}
