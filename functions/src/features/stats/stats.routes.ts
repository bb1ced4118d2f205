import { Router } from 'express';
import type { PublicStats } from '../../contract/stats';
import { identify } from '../../core/auth';
import { noStore, publicCache } from '../../core/http-cache';
import { requestClient } from '../../core/rate-limit';
import { publicStatsRepository } from './public-stats.repository';
import { recordVisit } from './public-stats.service';
import { liveStatsStore } from './stats-store';

export const statsRouter = Router();

statsRouter.get('/api/stats', async (_req, res) => {
  const stats = await publicStatsRepository.read(liveStatsStore());
  publicCache(res, { browser: 60, cdn: 300 });
  res.json(stats satisfies PublicStats);
});

/**
 * The web app's once-a-day visit beacon: no body, nothing answered. Each client (its account
 * when signed in, else its address) counts at most once per UTC day, whatever it sends.
 */
statsRouter.post('/api/stats/visit', identify, async (req, res) => {
  await recordVisit(liveStatsStore(), requestClient(req, res));
  noStore(res);
  res.status(204).end();
});
