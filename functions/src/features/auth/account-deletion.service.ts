import type { SessionUser } from '../../core/auth';
import { auth } from '../../core/firebase';
import { deleteMailOf } from '../mail';
import { orderOwnershipRepository } from '../orders';
import { deleteStockAlertsOf } from '../stock-alerts';
import { accountDataRepository } from './account-data.repository';
import { authLog } from './auth.log';
import { usersRepository } from './users.repository';

const isUserNotFound = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === 'auth/user-not-found';

/**
 * Whether the account's address is proven (read from Auth now, not from the token, which may
 * predate the verification). A missing Auth user (a retried deletion) proves nothing.
 */
async function emailVerified(uid: string): Promise<boolean> {
  try {
    return (await auth.getUser(uid)).emailVerified;
  } catch (err) {
    if (isUserNotFound(err)) return false;
    throw err;
  }
}

export const accountDeletionService = {
  /**
   * Deletes the account and its personal data; its orders stay, anonymised, for the books.
   * Everything is found through the account's own uid; its e-mail is used only where it is
   * the account's for sure (verified, or on the account's own orders' log entries). The
   * Auth user goes last: if a step fails, the user is still signed in and can try again,
   * and every step is safe to repeat.
   */
  async deleteAccount(user: SessionUser): Promise<void> {
    const { uid, email } = user;
    const verified = email !== '' && (await emailVerified(uid));
    // The log names the account's orders by id: read them before the orders let go of it.
    const orderIds = await accountDataRepository.orderIdsOf(uid);
    await accountDataRepository.pseudonymiseLogActor(
      { uid, email, emailVerified: verified },
      orderIds,
    );
    const anonymisedOrders = await orderOwnershipRepository.anonymiseOrdersOf(uid);
    const [referralCodes] = await Promise.all([
      accountDataRepository.deleteReferralCodes(uid),
      accountDataRepository.forgetRedemptionEmails(uid),
      // An unverified account proves nothing about its address: the coupons stay the owner's.
      verified ? accountDataRepository.forgetCouponAssignments(email) : 0,
      accountDataRepository.forgetReviewsAndTickets(uid, verified ? email : null),
      deleteStockAlertsOf(uid, verified ? email : null),
      deleteMailOf(uid, verified ? email : null),
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
