import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './api/app';
import { API_CONCURRENCY, API_MEMORY } from './core/body-limit';
import { REGION } from './core/region';
import { expireUnpaidHoldsJob } from './features/admin-orders/hold-expiry.service';
import { advanceAllRaffles } from './features/drops';
import { PRODUCT_DOCUMENT } from './features/products';
import { PUBLIC_STATS_TOPIC, refreshLivePublicStats } from './features/stats/stats.jobs';
import { forgetDeletedProduct, sendRestockMails } from './features/stock-alerts/restock-mails';

/**
 * The whole HTTP API; Hosting rewrites `/api/**` here. Memory and concurrency are sized so
 * the largest bodies at full concurrency fit (the arithmetic is in core/body-limit.ts).
 */
export const api = onRequest(
  { region: REGION, memory: API_MEMORY, concurrency: API_CONCURRENCY },
  createApp(),
);

/**
 * The order's life (triggers/order-life.ts): every write of `orders/{id}` converted once and
 * handed to stats, referral settlement and mail, each its own function so each retries on its
 * own (retry: true), and each idempotent per event.
 */
export { orderMail, referralOrderSettlement, statsOrderRollup } from './triggers/order-life';

/**
 * Back-in-stock requests follow their product: when it comes back in stock, one e-mail to
 * each waiting request; when it is deleted, its requests go. Retried, and idempotent per
 * request (features/stock-alerts/restock-mails.ts).
 */
export const productStockAlerts = onDocumentWritten(
  { document: PRODUCT_DOCUMENT, region: REGION, retry: true },
  async (event) => {
    await sendRestockMails(event.params.productId, event.data);
    await forgetDeletedProduct(event.params.productId, event.data);
  },
);

/** Recomputes the public stats (GET /api/stats) every 15 minutes. */
export const statsPublicSchedule = onSchedule(
  { schedule: 'every 15 minutes', timeZone: 'Etc/UTC', region: REGION },
  refreshLivePublicStats,
);

/** The same job on demand: any message on the `stats-refresh` topic. */
export const statsPublicRefresh = onMessagePublished(
  { topic: PUBLIC_STATS_TOPIC, region: REGION },
  refreshLivePublicStats,
);

/**
 * Cancels unpaid orders whose stock hold (ORDER_HOLD_HOURS, default 72) ran out, and
 * unconfirmed ones past their short hold (UNCONFIRMED_HOLD_MINUTES, default 30). A run every
 * 15 minutes: an order is cancelled up to 15 minutes (plus the run's own time) after its
 * hold ends, and its stock stays held that much longer.
 */
export const ordersHoldExpirySchedule = onSchedule(
  { schedule: 'every 15 minutes', timeZone: 'Etc/UTC', region: REGION },
  expireUnpaidHoldsJob,
);

/**
 * Raffles move on by themselves (features/drops/raffle-progress.ts): entries close, the seed
 * is revealed and the draw made, lapsed winners' units pass on, the rest are told. Every read
 * and write of a raffle also does this lazily (the emulator never fires schedules); this run
 * each minute serves raffles nobody is looking at. Idempotent and race-safe: each step is a
 * transaction that re-reads the raffle.
 */
export const dropsRaffleSchedule = onSchedule(
  { schedule: 'every 1 minutes', timeZone: 'Etc/UTC', region: REGION },
  () => advanceAllRaffles(),
);
