import { Router } from 'express';
import type { PublicStats } from '../../contract/stats';
import { noStore, publicCache } from '../../core/http-cache';
import { publicStatsRepository } from './public-stats.repository';
import { recordVisit } from './public-stats.service';
import { liveStatsStore } from './stats-store';

export const statsRouter = Router();

statsRouter.get('/api/stats', async (_req, res) => {
  const stats = await publicStatsRepository.read(liveStatsStore());
  publicCache(res, { browser: 60, cdn: 300 });
  res.json(stats satisfies PublicStats);
});

/** The web app's once-a-day visit beacon: no body, nothing answered. */
statsRouter.post('/api/stats/visit', async (_req, res) => {
  await recordVisit(liveStatsStore());
  noStore(res);
  res.status(204).end();
});
