// What other features may use of loyalty: the bonus rules an order spends by, the order
// transaction's read and write of the buyer's bonus account, and forgetting a deleted account.
import type { AccountToForget } from '../../core/forget-account';
import { referralsRepository } from './referrals.repository';

export { bonusErrors, spendBonuses } from './bonus-account';
export { orderBonusSpend } from './order-bonus-spend';

/**
 * Loyalty's part of an account's deletion: its referral codes go, so nobody can use them any
 * more; returns how many. The bonus account, its ledger and the referral records stay (uids
 * and amounts: the books of what was earned and spent).
 */
export const forgetAccount = (account: AccountToForget): Promise<number> =>
  referralsRepository.forgetCodesOf(account);
