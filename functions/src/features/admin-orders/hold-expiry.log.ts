import { logger } from 'firebase-functions';

/** Named log lines of the unpaid-hold expiry: ids and counts only. */
export const holdExpiryLog = {
  /**
   * The seam for telling the customer: once order e-mails exist, the "your order was
   * cancelled because it was not paid in time" message is sent from here.
   */
  orderExpired(fields: { orderId: string }) {
    logger.info('order_hold_expired', fields);
  },
  orderFailed(fields: { orderId: string; error: string }) {
    logger.warn('order_hold_expiry_failed', fields);
  },
  run(fields: { cutoff: string; expired: number; skipped: number; failed: number }) {
    logger.info('order_hold_expiry_run', fields);
  },
};
