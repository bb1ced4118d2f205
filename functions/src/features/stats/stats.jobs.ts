import type { OrderChange } from '../orders';
import { refreshPublicStats } from './public-stats.service';
import { statsLog } from './stats.log';
import { recordOrderWrite } from './stats-rollups.service';
import { liveStatsStore } from './stats-store';

/**
 * Publishing any message to this Pub/Sub topic refreshes the public stats at once. The
 * 15-minute schedule is a Cloud Scheduler HTTP call that the Pub/Sub emulator cannot make
 * (firebase-tools 14 registers v2 schedules with an `http` signature its Pub/Sub emulator
 * does not deliver to), so this is also how the emulators and tests run the job.
 */
export const PUBLIC_STATS_TOPIC = 'stats-refresh';

/**
 * The order trigger's part in stats (functions/src/triggers/order-life.ts): the write's change
 * to the rollups, once per event.
 */
export async function rollUpOrderWrite(
  eventId: string,
  orderId: string,
  change: OrderChange,
): Promise<void> {
  const outcome = await recordOrderWrite(liveStatsStore(), eventId, change);
  statsLog.orderRollup({ orderId, eventId, outcome });
}

/** The scheduled (and on-demand) job behind GET /api/stats. */
export async function refreshLivePublicStats(): Promise<void> {
  await refreshPublicStats(liveStatsStore());
}
