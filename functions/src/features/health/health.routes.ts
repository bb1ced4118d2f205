import { Router } from 'express';
import type { HealthResponse } from '../../contract/health';
import { noStore } from '../../core/http-cache';

export const healthRouter = Router();

healthRouter.get('/api/health', (_req, res) => {
  noStore(res);
  res.json({ ok: true, time: new Date().toISOString() } satisfies HealthResponse);
});
