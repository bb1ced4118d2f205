import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './api/app';
import { API_CONCURRENCY, API_MEMORY } from './core/body-limit';
import { expireUnpaidHoldsJob } from './features/admin-orders/hold-expiry.service';
import { settleOrderReferral } from './features/loyalty/referral-settlement';
import { sendOrderMails } from './features/mail/order-mails';
import {
  PUBLIC_STATS_TOPIC,
  refreshLivePublicStats,
  rollUpOrderWrite,
} from './features/stats/stats.jobs';
import { forgetDeletedProduct, sendRestockMails } from './features/stock-alerts/restock-mails';

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
 * Records a friend's order's referral bonus when it is placed, credits the referrer once the
 * order is paid (or later), and takes it back when it is cancelled or set back to new,
 * whoever changed the status; retried, and idempotent (features/loyalty/referral-settlement.ts).
 */
export const referralOrderSettlement = onDocumentWritten(
  { document: 'orders/{orderId}', region, retry: true },
  (event) => settleOrderReferral(event.params.orderId, event.data),
);

/**
 * The customer's e-mails about an order (placed, tracking number, shipped, delivered,
 * cancelled), written to `mail` for the Trigger Email extension; retried, and idempotent per
 * event (features/mail/order-mails.ts).
 */
export const orderMail = onDocumentWritten(
  { document: 'orders/{orderId}', region, retry: true },
  (event) => sendOrderMails(event.id, event.params.orderId, event.data),
);

/**
 * Back-in-stock requests follow their product: when it comes back in stock, one e-mail to
 * each waiting request; when it is deleted, its requests go. Retried, and idempotent per
 * request (features/stock-alerts/restock-mails.ts).
 */
export const productStockAlerts = onDocumentWritten(
  { document: 'products/{productId}', region, retry: true },
  async (event) => {
    await sendRestockMails(event.params.productId, event.data);
    await forgetDeletedProduct(event.params.productId, event.data);
  },
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

/**
 * Cancels unpaid orders whose stock hold (ORDER_HOLD_HOURS, default 72) ran out, and
 * unconfirmed ones past their short hold (UNCONFIRMED_HOLD_MINUTES, default 30). A run every
 * 15 minutes: an order is cancelled up to 15 minutes (plus the run's own time) after its
 * hold ends, and its stock stays held that much longer.
 */
export const ordersHoldExpirySchedule = onSchedule(
  { schedule: 'every 15 minutes', timeZone: 'Etc/UTC', region },
  expireUnpaidHoldsJob,
);
