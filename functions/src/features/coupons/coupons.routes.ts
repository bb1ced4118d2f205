import { Router } from 'express';
import { UseCouponRequestSchema, type UseCouponResponseSchema } from '../../contract/checkout';
import type { z } from 'zod';
import { identify, requireUser, signedInUser } from '../../core/auth';
import { noStore } from '../../core/http-cache';
import { rateLimit } from '../../core/rate-limit';
import { route } from '../../core/route';
import { couponsService } from './coupons.service';

export const couponsRouter = Router();

couponsRouter.post(
  '/api/coupons/use',
  identify,
  requireUser,
  rateLimit('coupon-use'),
  route({ body: UseCouponRequestSchema }, async ({ body: { code }, res }) => {
    await couponsService.markUsed(code, signedInUser(res));
    noStore(res);
    res.json({ ok: true } satisfies z.infer<typeof UseCouponResponseSchema>);
  }),
);
