// What other features may use of back-in-stock requests: deleting an account's requests.
import { verifiedEmailOf, type AccountToForget } from '../../core/forget-account';
import { stockAlertsRepository } from './stock-alerts.repository';

/**
 * Back-in-stock requests' part of an account's deletion: its requests go, by uid, and by
 * address only when it is verified.
 */
export const forgetAccount = (account: AccountToForget): Promise<number> =>
  stockAlertsRepository.deleteAlertsOf(account.uid, verifiedEmailOf(account));
