import { Router } from 'express';
import type { z } from 'zod';
import type { OkSchema } from '../contract/common';
import { identify, requireUser, signedInUser } from '../core/auth';
import { clearSessionCookie, privateNoStore } from '../features/auth';
import { accountDeletionService } from './account-deletion.service';

/**
 * `DELETE /api/auth/delete-account`, beside auth's other `/api/auth/*` routes (api/app.ts
 * mounts it right after them): personal, never cached, and the session cookie goes with the
 * account.
 */
export const accountDeletionRouter = Router();

accountDeletionRouter.delete(
  '/api/auth/delete-account',
  identify,
  requireUser,
  (_req, res, next) => {
    privateNoStore(res);
    next();
  },
  async (_req, res) => {
    await accountDeletionService.deleteAccount(signedInUser(res));
    clearSessionCookie(res);
    res.json({ ok: true } satisfies z.infer<typeof OkSchema>);
  },
);
