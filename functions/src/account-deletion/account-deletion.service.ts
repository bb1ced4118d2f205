import { accountDeleted, auditLog } from '../core/audit-log';
import type { SessionUser } from '../core/auth';
import type { AccountToForget } from '../core/forget-account';
import { emailVerifiedNow, forgetAccount as forgetUser } from '../features/auth';
import { forgetAccount as forgetCoupons } from '../features/coupons';
import { forgetAccount as forgetDrops } from '../features/drops';
import { forgetAccount as forgetLoyalty } from '../features/loyalty';
import { forgetAccount as forgetMail } from '../features/mail';
import { forgetAccount as forgetOrders, orderIdsOf } from '../features/orders';
import { forgetAccount as forgetReviews } from '../features/reviews';
import { forgetAccount as forgetStockAlerts } from '../features/stock-alerts';
import { forgetAccount as forgetSupport } from '../features/support';
import { accountDeletionLog } from './account-deletion.log';

/**
 * Account deletion asks each feature that keeps data about the account to forget it
 * (`forgetAccount` in its index.ts), instead of reaching into their collections. It lives
 * here, above the features, because it composes ten of them: loyalty and the admin's lists
 * read auth's user documents, so auth cannot import them back.
 */
export const accountDeletionService = {
  /**
   * Deletes the account and its personal data; its orders stay, anonymised, for the books.
   * Everything is found through the account's own uid; its e-mail is used only where it is
   * the account's for sure (verified, or on the account's own orders' log entries). The
   * Auth user goes last: if a step fails, the user is still signed in and can try again,
   * and every step is safe to repeat.
   */
  async deleteAccount({ uid, email }: SessionUser): Promise<void> {
    const account: AccountToForget = {
      uid,
      email,
      emailVerified: email !== '' && (await emailVerifiedNow(uid)),
    };
    // The log names the account's orders by id: read them before the orders let go of it.
    await auditLog.forgetAccount(account, await orderIdsOf(uid));
    const anonymisedOrders = await forgetOrders(account);
    const [referralCodes] = await Promise.all([
      forgetLoyalty(account),
      forgetCoupons(account),
      forgetReviews(account),
      forgetSupport(account),
      forgetStockAlerts(account),
      forgetMail(account),
      forgetDrops(account),
    ]);
    // The user document holds the profile, passport data and the referral code.
    await forgetUser(account);
    await auditLog.write(accountDeleted(uid));
    accountDeletionLog.deleted({ uid, anonymisedOrders, referralCodes });
  },
};
