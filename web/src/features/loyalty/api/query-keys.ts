const bonuses = ['bonuses'] as const;
const coupons = ['coupons'] as const;
const referrals = ['referrals'] as const;

/** Keyed by user: bonuses, promocodes and referral figures are one account's. */
export const loyaltyKeys = {
  bonuses,
  bonusBalance: (uid: string) => [...bonuses, 'balance', uid] as const,
  coupons,
  myCoupons: (uid: string) => [...coupons, 'mine', uid] as const,
  referrals,
  myReferrals: (uid: string) => [...referrals, 'mine', uid] as const,
};
