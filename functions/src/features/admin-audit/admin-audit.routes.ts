import { Router } from 'express';
import {
  AdminLogsQuerySchema,
  type AdminLogsResponse,
  type AdminUsersResponse,
} from '../../contract/admin';
import { adminOnly } from '../../core/admin-guard';
import { route } from '../../core/route';
import { adminAuditService } from './admin-audit.service';

/** The admin panel's Users and Logs tabs: read-only, so nothing here writes a log entry. */
export const adminAuditRouter = Router();

adminAuditRouter.get('/api/admin/users', ...adminOnly, async (_req, res) => {
  res.json((await adminAuditService.users()) satisfies AdminUsersResponse);
});

adminAuditRouter.get(
  '/api/admin/logs',
  ...adminOnly,
  route({ query: AdminLogsQuerySchema }, async ({ query: { cursor, limit }, res }) => {
    res.json((await adminAuditService.logs(cursor, limit)) satisfies AdminLogsResponse);
  }),
);
