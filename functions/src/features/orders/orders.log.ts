import { logger } from 'firebase-functions';

/**
 * Named log lines of the orders feature. Ids, counts and amounts only: never shipping data,
 * passport fields, e-mails or the Idempotency-Key.
 */
export const ordersLog = {
  placed(fields: {
    orderId: string;
    signedIn: boolean;
    lines: number;
    total: number;
    replayed: boolean;
    attempts: number;
  }) {
    logger.info('order_placed', fields);
  },
  /** An unconfirmed order confirmed through its e-mail link (issue 21). */
  confirmed(fields: { orderId: string }) {
    logger.info('order_contact_confirmed', fields);
  },
  contention(fields: { attempts: number }) {
    logger.warn('order_transaction_contention', fields);
  },
  claimNotReleased(err: unknown) {
    const code = (err as { code?: unknown } | null)?.code;
    logger.warn('idempotency_claim_not_released', { code: typeof code === 'number' ? code : null });
  },
};
