import type { BonusBalance } from '../../contract/loyalty';
import { toCents, toDollars } from '../../core/money';

/**
 * The money rules of referrals and bonuses. Pure, and worked out in whole cents like
 * checkout's pricing, so every figure is rounded to the cent exactly once.
 */

/** Entering a friend's referral code gives $5 (one bonus is one dollar). */
export const REFERRAL_SIGNUP_BONUS = 5;

/** The referrer earns this share of each friend's order once it is paid (docs/decisions.md). */
export const REFERRAL_ORDER_PERCENT = 5;

/**
 * Why a balance changed; every change of a bonus account is one ledger entry of a type.
 * `referral-reversal` takes back a `referral-order` credit when its order is cancelled or
 * goes back to `new`.
 */
export type LedgerEntryType = 'spend' | 'referral-signup' | 'referral-order' | 'referral-reversal';

/** Entry types that count as referral earnings (GET /api/referrals/my). */
export const REFERRAL_ENTRY_TYPES: readonly LedgerEntryType[] = [
  'referral-signup',
  'referral-order',
];

/**
 * A bonus account as stored: the contract's figures plus what the account owes. A reversal
 * whose credit was already spent cannot take the balance below 0, so the rest is owed and
 * paid from the next credits. `balance` and `owed` are never both above 0, and always
 * balance - owed = totalEarned - totalSpent (reversals lower totalEarned in full).
 */
export interface OwingAccount extends BonusBalance {
  owed: number;
}

/** The account after a credit: what is owed is paid first, the rest goes to the balance. */
export function creditBonuses(
  account: OwingAccount,
  amount: number,
): { after: OwingAccount; repaid: number } {
  const cents = toCents(amount);
  if (cents < 0) throw new RangeError('An amount earned cannot be negative');
  const owed = toCents(account.owed);
  const repaid = Math.min(owed, cents);
  return {
    after: {
      balance: toDollars(toCents(account.balance) + cents - repaid),
      totalEarned: toDollars(toCents(account.totalEarned) + cents),
      totalSpent: account.totalSpent,
      owed: toDollars(owed - repaid),
    },
    repaid: toDollars(repaid),
  };
}

/**
 * The account after a credit is taken back: totalEarned drops by all of it, the balance by
 * what it holds, and the rest becomes owed (a balance never goes below 0).
 */
export function reverseBonuses(
  account: OwingAccount,
  amount: number,
): { after: OwingAccount; owedAdded: number } {
  const cents = toCents(amount);
  if (cents < 0) throw new RangeError('An amount taken back cannot be negative');
  const balance = toCents(account.balance);
  const fromBalance = Math.min(balance, cents);
  return {
    after: {
      balance: toDollars(balance - fromBalance),
      totalEarned: toDollars(toCents(account.totalEarned) - cents),
      totalSpent: account.totalSpent,
      owed: toDollars(toCents(account.owed) + cents - fromBalance),
    },
    owedAdded: toDollars(cents - fromBalance),
  };
}

/**
 * What a referral order credit may be under the monthly cap: the share, trimmed to the room
 * left this month (never below 0), and the part cut off.
 */
export function cappedCredit(
  share: number,
  earnedThisMonth: number,
  monthlyCap: number,
): { credit: number; trimmed: number } {
  const room = Math.max(0, toCents(monthlyCap) - toCents(earnedThisMonth));
  const credit = Math.min(toCents(share), room);
  return { credit: toDollars(credit), trimmed: toDollars(toCents(share) - credit) };
}

/** The calendar month (UTC) a credit counts in, as `YYYY-MM`. */
export function utcMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
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
