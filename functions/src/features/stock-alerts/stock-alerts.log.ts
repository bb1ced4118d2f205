import { logger } from 'firebase-functions';

/** Named log lines of back-in-stock requests: product ids and counts, never an address. */
export const stockAlertsLog = {
  /** A "Notify me": active at once, pending (a link mailed now), or pending with a link out. */
  requested(fields: { productId: string; outcome: 'active' | 'pending' | 'pending-mailed' }) {
    logger.info('stock_alert_requested', fields);
  },
  /** A confirmation link followed: the request is active, or the product was back already. */
  confirmed(fields: { productId: string; inStock: boolean }) {
    logger.info('stock_alert_confirmed', fields);
  },
  /** A restock of a product: how many waiting requests were found and how many got a mail now. */
  restockMailed(fields: { productId: string; waiting: number; mailed: number }) {
    logger.info('restock_mailed', fields);
  },
  /** A restocked product that cannot be named in a mail (its document does not parse). */
  restockSkipped(fields: { productId: string; reason: string }) {
    logger.warn('restock_skipped', fields);
  },
  /** A deleted product's requests were removed (no address waits for it any more). */
  productGone(fields: { productId: string; deleted: number }) {
    logger.info('stock_alerts_product_gone', fields);
  },
};
