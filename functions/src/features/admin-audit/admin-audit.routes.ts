import { Router } from 'express';
import type { z } from 'zod';
import {
  AdminLogsQuerySchema,
  type AdminLogsResponse,
  type AdminUsersResponse,
} from '../../contract/admin';
import { adminOnly } from '../../core/admin-guard';
import { validate } from '../../core/validate';
import { adminAuditService } from './admin-audit.service';

/** The admin panel's Users and Logs tabs: read-only, so nothing here writes a log entry. */
export const adminAuditRouter = Router();

adminAuditRouter.get('/api/admin/users', ...adminOnly, async (_req, res) => {
  res.json((await adminAuditService.users()) satisfies AdminUsersResponse);
});

adminAuditRouter.get(
  '/api/admin/logs',
  ...adminOnly,
  validate({ query: AdminLogsQuerySchema }),
  async (_req, res) => {
    const { cursor, limit } = res.locals.query as z.output<typeof AdminLogsQuerySchema>;
    res.json((await adminAuditService.logs(cursor, limit)) satisfies AdminLogsResponse);
  },
);
