import { logger } from 'firebase-functions';

/** Named log lines of drops and raffles: product ids, entry ids and counts, never an address. */
export const dropsLog = {
  configured(fields: { productId: string; mode: 'first-come' | 'raffle' }) {
    logger.info('drop_configured', fields);
  },
  entered(fields: { productId: string; entryId: string }) {
    logger.info('raffle_entered', fields);
  },
  /** Entries closed: the list is frozen and its hash published. */
  frozen(fields: { productId: string; entries: number }) {
    logger.info('raffle_frozen', fields);
  },
  /** The seed revealed and the order drawn. */
  drawn(fields: { productId: string; entries: number; units: number }) {
    logger.info('raffle_drawn', fields);
  },
  /** Offers that lapsed and units offered to the next entries. */
  served(fields: { productId: string; lapsed: number; offered: number }) {
    logger.info('raffle_served', fields);
  },
  /** "Not this time" mails written now. */
  told(fields: { productId: string; mailed: number }) {
    logger.info('raffle_told', fields);
  },
  claimed(fields: { productId: string; entryId: string; orderId: string }) {
    logger.info('raffle_claimed', fields);
  },
  advanceFailed(fields: { productId: string; err: unknown }) {
    logger.error('raffle_advance_failed', {
      productId: fields.productId,
      error: fields.err instanceof Error ? fields.err.message : String(fields.err),
    });
  },
};
