import type { AccountToForget } from '../../core/forget-account';
import { auth } from '../../core/firebase';
import { isAdminError } from '../../core/firebase-errors';
import { usersRepository } from './users.repository';

const isUserNotFound = (err: unknown) => isAdminError(err, 'auth/user-not-found');

/**
 * Whether the account's address is proven (read from Auth now, not from the token, which may
 * predate the verification). A missing Auth user (a retried deletion) proves nothing.
 */
export async function emailVerifiedNow(uid: string): Promise<boolean> {
  try {
    return (await auth.getUser(uid)).emailVerified;
  } catch (err) {
    if (isUserNotFound(err)) return false;
    throw err;
  }
}

/**
 * Auth's part of an account's deletion, its last step: the user document (profile, passport
 * data, the referral code) and then the Auth user. Both are safe to repeat: a retried deletion
 * finds neither.
 */
export async function forgetAccount({ uid }: AccountToForget): Promise<void> {
  await usersRepository.delete(uid);
  try {
    await auth.deleteUser(uid);
  } catch (err) {
    if (!isUserNotFound(err)) throw err;
  }
}
