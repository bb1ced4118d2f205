import { Router } from 'express';
import type { z } from 'zod';
import type { OkSchema } from '../../contract/common';
import { TrackRequestSchema } from '../../contract/admin';
import { currentUser, identify } from '../../core/auth';
import { noStore } from '../../core/http-cache';
import { rateLimit } from '../../core/rate-limit';
import { route } from '../../core/route';
import { trackingService } from './tracking.service';

/**
 * Public: guests look parcels up too; a signed-in caller's uid is recorded with the lookup.
 * Each lookup is a stored write, so lookups are limited per client (RATE_LIMIT_TRACKING).
 */
export const trackingRouter = Router();

trackingRouter.post(
  '/api/track',
  identify,
  rateLimit('track'),
  route({ body: TrackRequestSchema }, async ({ body, res }) => {
    noStore(res);
    await trackingService.recordLookup(body, currentUser(res));
    res.json({ ok: true } satisfies z.infer<typeof OkSchema>);
  }),
);
