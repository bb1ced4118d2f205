import { Router } from 'express';
import type { HealthResponse, ReadinessResponse } from '../../contract/health';
import { db, auth } from '../../core/firebase';
import { isAdminError } from '../../core/firebase-errors';
import { noStore } from '../../core/http-cache';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../core/deadline';
import { readiness } from './readiness';

const ready = readiness({
  // A single-document read by id: the cheapest call that needs Firestore to answer.
  firestore: () => db.collection('health').doc('readiness-probe').get(),
  auth: async () => {
    try {
      await auth.getUser('readiness-probe');
    } catch (err) {
      // `auth/user-not-found` is Auth answering; anything else (or nothing) is not.
      if (isAdminError(err, 'auth/user-not-found')) return;
      throw err;
    }
  },
});

export const healthRouter = Router();

/** Liveness: the function runs. Touches nothing else, so it stays cheap for the web app. */
healthRouter.get('/api/health', (_req, res) => {
  noStore(res);
  res.json({ ok: true, time: new Date().toISOString() } satisfies HealthResponse);
});

/** Readiness: Firestore and Auth answer within their deadline (what an uptime monitor watches). */
healthRouter.get('/api/health/ready', async (_req, res) => {
  const answer = await ready();
  noStore(res);
  if (!answer.ok) res.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  res.status(answer.ok ? 200 : 503).json(answer satisfies ReadinessResponse);
});
