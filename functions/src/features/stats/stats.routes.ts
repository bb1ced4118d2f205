import { Router } from 'express';
import { PublicStatsSchema, type PublicStats } from '../../contract/stats';
import { db } from '../../core/firebase';
import { publicCache } from '../../core/http-cache';

export const statsRouter = Router();

const EMPTY: PublicStats = { visitors: 0, community: 0, shipped: 0, today: 0 };

/** The public counters live in one document, rolled up by scheduled functions. */
statsRouter.get('/api/stats', async (_req, res) => {
  const snap = await db.doc('stats/public').get();
  const parsed = PublicStatsSchema.safeParse(snap.data());
  publicCache(res, { browser: 60, cdn: 300 });
  res.json(parsed.success ? parsed.data : EMPTY);
});
