import type { BonusBalance } from '../../contract/loyalty';
import { toCents, toDollars } from '../checkout/pricing';

/**
 * The money rules of referrals and bonuses. Pure, and worked out in whole cents like
 * checkout's pricing, so every figure is rounded to the cent exactly once.
 */

/** Spec section 9: entering a friend's referral code gives $5 (one bonus is one dollar). */
export const REFERRAL_SIGNUP_BONUS = 5;

/** The referrer earns this share of each order their friend places (docs/decisions.md). */
export const REFERRAL_ORDER_PERCENT = 5;

/** Why a balance changed; every change of a bonus account is one ledger entry of a type. */
export type LedgerEntryType = 'spend' | 'referral-signup' | 'referral-order';

/** Entry types that count as referral earnings (GET /api/referrals/my). */
export const REFERRAL_ENTRY_TYPES: readonly LedgerEntryType[] = [
  'referral-signup',
  'referral-order',
];

/** The account after earning `amount`: balance and totalEarned grow by the same cents. */
export function earnBonuses(account: BonusBalance, amount: number): BonusBalance {
  const cents = toCents(amount);
  if (cents < 0) throw new RangeError('An amount earned cannot be negative');
  return {
    balance: toDollars(toCents(account.balance) + cents),
    totalEarned: toDollars(toCents(account.totalEarned) + cents),
    totalSpent: account.totalSpent,
  };
}

/** The referrer's share of an order total, rounded to the cent (half a cent rounds up). */
export function referralOrderBonus(orderTotal: number): number {
  return toDollars(Math.round((toCents(orderTotal) * REFERRAL_ORDER_PERCENT) / 100));
}

/** A sum of dollar amounts without float drift (0.1 + 0.2 is 0.3 here). */
export function sumMoney(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount);
  return toDollars(cents);
}
