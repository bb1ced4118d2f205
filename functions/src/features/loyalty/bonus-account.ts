import type { BonusBalance } from '../../contract/loyalty';
import { AppError } from '../../core/errors';
import { toCents, toDollars } from '../../core/money';

export const EMPTY_BONUS_ACCOUNT: BonusBalance = { balance: 0, totalEarned: 0, totalSpent: 0 };

export const bonusErrors = {
  signInRequired: () => new AppError('bonus_sign_in', 'Sign in to use bonuses', 401),
  notEnough: () => new AppError('bonus_not_enough', 'Not enough bonuses', 409),
};

/**
 * The account after an order spends bonuses. Asking for more than the balance is refused
 * outright (the client's slider is capped, so this is a stale or forged request); of what
 * was asked, only `applied` (what the order needs, worked out by pricing) is taken. The
 * balance never drops below 0 and `totalSpent` grows by exactly the ledger entry's amount.
 */
export function spendBonuses(
  account: BonusBalance,
  requested: number,
  applied: number,
): BonusBalance {
  const balance = toCents(account.balance);
  if (toCents(requested) > balance) throw bonusErrors.notEnough();
  const spent = Math.min(toCents(applied), balance);
  return {
    balance: toDollars(balance - spent),
    totalEarned: account.totalEarned,
    totalSpent: toDollars(toCents(account.totalSpent) + spent),
  };
}
