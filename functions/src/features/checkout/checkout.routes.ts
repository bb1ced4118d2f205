import { Router } from 'express';
import type { z } from 'zod';
import { QuoteRequestSchema } from '../../contract/checkout';
import { currentUser, identify } from '../../core/auth';
import { noStore } from '../../core/http-cache';
import { validate } from '../../core/validate';
import { checkoutService } from './checkout.service';

export const checkoutRouter = Router();

/** Sent without cookies; a signed-in shopper adds a Bearer ID token (assigned coupons need it). */
checkoutRouter.post(
  '/api/checkout/quote',
  identify,
  validate({ body: QuoteRequestSchema }),
  async (_req, res) => {
    const body = res.locals.body as z.output<typeof QuoteRequestSchema>;
    const quote = await checkoutService.quote(body, currentUser(res));
    noStore(res);
    res.json(quote);
  },
);
