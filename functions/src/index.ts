import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './api/app';

/** The whole HTTP API; Hosting rewrites `/api/**` here. */
export const api = onRequest(
  { region: 'us-central1', memory: '512MiB', concurrency: 80 },
  createApp(),
);
