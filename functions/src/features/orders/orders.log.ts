import { logger } from 'firebase-functions';
import { errorCode } from '../../core/firebase-errors';

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
  /**
   * An unconfirmed order confirmed (issue 21): through its e-mail link, or by the sign-in of
   * the verified account of that e-mail.
   */
  confirmed(fields: { orderId: string; by: 'email' | 'sign-in' }) {
    logger.info('order_contact_confirmed', fields);
  },
  /** A verified sign-in could not confirm a guest order; its link still can. */
  confirmFailed({ orderId, err }: { orderId: string; err: unknown }) {
    logger.warn('order_contact_confirm_failed', { orderId, code: errorCode(err) ?? null });
  },
  contention(fields: { attempts: number }) {
    logger.warn('order_transaction_contention', fields);
  },
  claimNotReleased(err: unknown) {
    const code = errorCode(err);
    logger.warn('idempotency_claim_not_released', { code: typeof code === 'number' ? code : null });
  },
};
