import type { SessionUser } from '../../core/auth';
import { auth } from '../../core/firebase';
import { orderOwnershipRepository } from '../orders/order-ownership.repository';
import { accountDataRepository } from './account-data.repository';
import { authLog } from './auth.log';
import { usersRepository } from './users.repository';

const isUserNotFound = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === 'auth/user-not-found';

export const accountDeletionService = {
  /**
   * Deletes the account and its personal data; its orders stay, anonymised, for the books.
   * The Auth user goes last: if a step fails, the user is still signed in and can try
   * again, and every step is safe to repeat.
   */
  async deleteAccount(user: SessionUser): Promise<void> {
    const { uid } = user;
    const anonymisedOrders = await orderOwnershipRepository.anonymiseOrdersOf(uid);
    const [referralCodes] = await Promise.all([
      accountDataRepository.deleteReferralCodes(uid),
      accountDataRepository.forgetRedemptionEmails(uid),
      accountDataRepository.forgetLogActor(user.email),
      accountDataRepository.forgetReviewsAndTickets(user.email),
    ]);
    // The user document holds the profile, passport data and the referral code.
    await usersRepository.delete(uid);
    try {
      await auth.deleteUser(uid);
    } catch (err) {
      if (!isUserNotFound(err)) throw err;
    }
    await accountDataRepository.logDeletion(uid);
    authLog.accountDeleted({ uid, anonymisedOrders, referralCodes });
  },
};
