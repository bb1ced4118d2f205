import { Router } from 'express';
import {
  AdminLogsQuerySchema,
  AdminUsersQuerySchema,
  type AdminLogsResponse,
  type AdminUsersResponse,
} from '../../contract/admin';
import { adminOnly } from '../../core/admin-guard';
import { route } from '../../core/route';
import { adminAuditService } from './admin-audit.service';

/** The admin panel's Users and Logs tabs: read-only, so nothing here writes a log entry. */
export const adminAuditRouter = Router();

adminAuditRouter.get(
  '/api/admin/users',
  ...adminOnly,
  route({ query: AdminUsersQuerySchema }, async ({ query, res }) => {
    res.json((await adminAuditService.users(query)) satisfies AdminUsersResponse);
  }),
);

adminAuditRouter.get(
  '/api/admin/logs',
  ...adminOnly,
  route({ query: AdminLogsQuerySchema }, async ({ query: { cursor, limit }, res }) => {
    res.json((await adminAuditService.logs(cursor, limit)) satisfies AdminLogsResponse);
  }),
);
