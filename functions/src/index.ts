import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './api/app';
import {
  PUBLIC_STATS_TOPIC,
  refreshLivePublicStats,
  rollUpOrderWrite,
} from './features/stats/stats.jobs';

const region = 'us-central1';

/** The whole HTTP API; Hosting rewrites `/api/**` here. */
export const api = onRequest({ region, memory: '512MiB', concurrency: 80 }, createApp());

/** Keeps the stats rollups in step with every order write; retried, and idempotent per event. */
export const statsOrderRollup = onDocumentWritten(
  { document: 'orders/{orderId}', region, retry: true },
  (event) => rollUpOrderWrite(event.id, event.params.orderId, event.data),
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
