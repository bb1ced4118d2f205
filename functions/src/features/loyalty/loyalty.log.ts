import { logger } from 'firebase-functions';

/** Named log lines of referrals and bonuses: ids and amounts only, never e-mails or codes. */
export const loyaltyLog = {
  invalidBonusAccount(fields: { uid: string; issue: string | undefined }) {
    logger.error('invalid_bonus_account', fields);
  },
  bonusSpent(fields: { uid: string; orderId: string; amount: number; replayed: boolean }) {
    logger.info('bonus_spent', fields);
  },
  referralUsed(fields: { refereeUid: string; referrerUid: string; amount: number }) {
    logger.info('referral_used', fields);
  },
  /** The order trigger brought an order's referral credit in step with its status. */
  referralSettled(fields: { orderId: string; outcome: string }) {
    logger.info('referral_order_settled', fields);
  },
  contention(fields: { attempts: number }) {
    logger.warn('loyalty_transaction_contention', fields);
  },
};
