import { logger } from 'firebase-functions';

/** Named log lines of the unpaid-hold expiry: ids and counts only. */
export const holdExpiryLog = {
  /**
   * One order cancelled: `unpaid` after `ORDER_HOLD_HOURS`, `unconfirmed` after its short hold
   * (issue 21). The seam for telling the customer of an unpaid one: once order e-mails exist,
   * the "your order was cancelled because it was not paid in time" message is sent from here.
   * An unconfirmed one's unproven address is never mailed about it.
   */
  orderExpired(fields: { orderId: string; hold: 'unpaid' | 'unconfirmed' }) {
    logger.info('order_hold_expired', fields);
  },
  orderFailed(fields: { orderId: string; error: string }) {
    logger.warn('order_hold_expiry_failed', fields);
  },
  run(fields: {
    cutoff: string | null;
    unconfirmedCutoff: string;
    expired: number;
    expiredUnconfirmed: number;
    skipped: number;
    failed: number;
  }) {
    logger.info('order_hold_expiry_run', fields);
  },
};
