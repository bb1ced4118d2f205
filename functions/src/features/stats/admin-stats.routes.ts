import { Router } from 'express';
import type { z } from 'zod';
import { AdminStatsQuerySchema, type AdminStats } from '../../contract/admin';
import { adminOnly } from '../../core/admin-guard';
import { validate } from '../../core/validate';
import { getAdminStats } from './admin-stats.service';
import { liveStatsStore } from './stats-store';

export const adminStatsRouter = Router();

/** Overview figures from the rollups (never a scan of the orders); `range` defaults to 30d. */
adminStatsRouter.get(
  '/api/admin/stats',
  ...adminOnly,
  validate({ query: AdminStatsQuerySchema }),
  async (_req, res) => {
    const { range } = res.locals.query as z.output<typeof AdminStatsQuerySchema>;
    res.json((await getAdminStats(liveStatsStore(), range)) satisfies AdminStats);
  },
);
