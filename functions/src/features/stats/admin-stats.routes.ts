import { Router } from 'express';
import { AdminStatsQuerySchema, type AdminStats } from '../../contract/admin';
import { adminOnly } from '../../core/admin-guard';
import { route } from '../../core/route';
import { getAdminStats } from './admin-stats.service';
import { liveStatsStore } from './stats-store';

export const adminStatsRouter = Router();

/** Overview figures from the rollups (never a scan of the orders); `range` defaults to 30d. */
adminStatsRouter.get(
  '/api/admin/stats',
  ...adminOnly,
  route({ query: AdminStatsQuerySchema }, async ({ query: { range }, res }) => {
    res.json((await getAdminStats(liveStatsStore(), range)) satisfies AdminStats);
  }),
);
