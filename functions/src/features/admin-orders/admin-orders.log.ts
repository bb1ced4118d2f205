import { logger } from 'firebase-functions';

/** Named log lines of the admin orders feature: ids and counts only, never order contents. */
export const adminOrdersLog = {
  /** A cancelled or reopened order names a product that no longer exists: its stock is skipped. */
  stockSkipped(fields: { orderId: string; productId: string }) {
    logger.warn('admin_order_stock_skipped', fields);
  },
  contention(fields: { orderId: string; attempts: number }) {
    logger.warn('admin_order_contention', fields);
  },
  exportFailed(fields: { error: string }) {
    logger.error('orders_export_failed', fields);
  },
};
