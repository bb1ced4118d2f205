import { Router } from 'express';
import { PublicStatsSchema, type PublicStats } from '../../contract/stats';
import { db } from '../../core/firebase';
import { noStore, publicCache } from '../../core/http-cache';
import { recordVisit } from './public-stats.service';
import { LIVE_PATHS, liveStatsStore } from './stats-store';

export const statsRouter = Router();

const EMPTY: PublicStats = { visitors: 0, community: 0, shipped: 0, today: 0 };

/** The public counters live in one document, recomputed by the scheduled job. */
statsRouter.get('/api/stats', async (_req, res) => {
  const snap = await db.doc(LIVE_PATHS.publicStats).get();
  const parsed = PublicStatsSchema.safeParse(snap.data());
  publicCache(res, { browser: 60, cdn: 300 });
  res.json(parsed.success ? parsed.data : EMPTY);
});

/** The web app's once-a-day visit beacon: no body, nothing answered. */
statsRouter.post('/api/stats/visit', async (_req, res) => {
  await recordVisit(liveStatsStore());
  noStore(res);
  res.status(204).end();
});
