import { logger } from 'firebase-functions';

/** Named log lines of the stats feature: ids and counts only. */
export const statsLog = {
  orderRollup(fields: { orderId: string; eventId: string; outcome: string }) {
    logger.debug('stats_order_rollup', fields);
  },
  publicRefreshed(fields: {
    visitors: number;
    community: number;
    shipped: number;
    today: number;
    visitorsToday: number;
  }) {
    logger.info('stats_public_refreshed', fields);
  },
  rebuilt(fields: { orders: number; months: number }) {
    logger.info('stats_rollups_rebuilt', fields);
  },
};
