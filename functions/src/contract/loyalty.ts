import { z } from 'zod';
import { MoneySchema } from './common';

/** A user's bonus balance and lifetime totals. One bonus is one dollar of discount. */
export const BonusBalanceSchema = z.object({
  balance: MoneySchema,
  totalEarned: MoneySchema,
  totalSpent: MoneySchema,
});
export type BonusBalance = z.infer<typeof BonusBalanceSchema>;

/** A user's referral code (8 characters, null until created) and what it has earned. */
export const ReferralInfoSchema = z.object({
  hasReferralCode: z.boolean(),
  referralCode: z.string().length(8).nullable(),
  referredUsers: z.int().nonnegative(),
  totalEarnings: MoneySchema,
  /**
   * What the account owes because credits it had already spent were taken back (a friend's
   * order was cancelled); it is taken from the next credits. Sent only while above 0.
   */
  owed: MoneySchema.optional(),
});
export type ReferralInfo = z.infer<typeof ReferralInfoSchema>;

/** POST /api/referrals/use answer. */
export const ReferralUseResultSchema = z.object({
  bonusEarned: MoneySchema,
  newBalance: MoneySchema,
});
export type ReferralUseResult = z.infer<typeof ReferralUseResultSchema>;
