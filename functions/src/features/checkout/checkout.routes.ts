import { Router } from 'express';
import { QuoteRequestSchema } from '../../contract/checkout';
import { currentUser, identify } from '../../core/auth';
import { noStore } from '../../core/http-cache';
import { requestClient } from '../../core/rate-limit';
import { route } from '../../core/route';
import { withCouponAttempt } from '../coupons';
import { checkoutService } from './checkout.service';

export const checkoutRouter = Router();

/**
 * Sent without cookies; a signed-in shopper adds a Bearer ID token (assigned coupons need it).
 * A quote with a coupon is a counted attempt: failed coupons count toward the client's limit.
 */
checkoutRouter.post(
  '/api/checkout/quote',
  identify,
  route({ body: QuoteRequestSchema }, async ({ body, req, res }) => {
    const quote = await withCouponAttempt(requestClient(req, res), body.coupon, () =>
      checkoutService.quote(body, currentUser(res)),
    );
    noStore(res);
    res.json(quote);
  }),
);
