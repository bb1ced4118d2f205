import { z } from 'zod';
import { MoneySchema } from './common';

/** Spec section 3, Bonus balance. One bonus is one dollar of discount. */
export const BonusBalanceSchema = z.object({
  balance: MoneySchema,
  totalEarned: MoneySchema,
  totalSpent: MoneySchema,
});
export type BonusBalance = z.infer<typeof BonusBalanceSchema>;

/** Spec section 3, Referral info. */
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
