import { logger } from 'firebase-functions';

/** Named log lines of the mail feature: ids and kinds only, never an address or a text. */
export const mailLog = {
  /** One mail document written, or found written before (a redelivered or retried event). */
  written(fields: {
    kind: string;
    mailId: string;
    orderId?: string;
    productId?: string;
    created: boolean;
  }) {
    logger.info('mail_written', fields);
  },
  /** An order event that mails nobody, and why (demo order, no address). */
  skipped(fields: { orderId: string; reason: string }) {
    logger.info('mail_skipped', fields);
  },
};
