import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './api/app';
import { API_CONCURRENCY, API_MEMORY } from './core/body-limit';
import { expireUnpaidHoldsJob } from './features/admin-orders/hold-expiry.service';
import { settleOrderReferral } from './features/loyalty/referral-settlement';
import {
  PUBLIC_STATS_TOPIC,
  refreshLivePublicStats,
  rollUpOrderWrite,
} from './features/stats/stats.jobs';

const region = 'us-central1';

/**
 * The whole HTTP API; Hosting rewrites `/api/**` here. Memory and concurrency are sized so
 * the largest bodies at full concurrency fit (the arithmetic is in core/body-limit.ts).
 */
export const api = onRequest(
  { region, memory: API_MEMORY, concurrency: API_CONCURRENCY },
  createApp(),
);

/** Keeps the stats rollups in step with every order write; retried, and idempotent per event. */
export const statsOrderRollup = onDocumentWritten(
  { document: 'orders/{orderId}', region, retry: true },
  (event) => rollUpOrderWrite(event.id, event.params.orderId, event.data),
);

/**
 * Takes a referral credit back when its order is cancelled and gives it again on reopen,
 * whoever changed the status; retried, and idempotent (features/loyalty/referral-settlement.ts).
 */
export const referralOrderSettlement = onDocumentWritten(
  { document: 'orders/{orderId}', region, retry: true },
  (event) => settleOrderReferral(event.params.orderId, event.data),
);

/** Recomputes the public stats (GET /api/stats) every 15 minutes. */
export const statsPublicSchedule = onSchedule(
  { schedule: 'every 15 minutes', timeZone: 'Etc/UTC', region },
  refreshLivePublicStats,
);

/** The same job on demand: any message on the `stats-refresh` topic. */
export const statsPublicRefresh = onMessagePublished(
  { topic: PUBLIC_STATS_TOPIC, region },
  refreshLivePublicStats,
);

/** Cancels unpaid orders whose stock hold (ORDER_HOLD_HOURS, default 72) ran out. */
export const ordersHoldExpirySchedule = onSchedule(
  { schedule: 'every 15 minutes', timeZone: 'Etc/UTC', region },
  expireUnpaidHoldsJob,
);
