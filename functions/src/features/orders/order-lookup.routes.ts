import { Router } from 'express';
import type { OrderLookupResponse } from '../../contract/order-lookup';
import { identify } from '../../core/auth';
import { rateLimit } from '../../core/rate-limit';
import { route } from '../../core/route';
import { orderLookupService, parseLookupRequest } from './order-lookup.service';

/**
 * Public: guests find their order by its number and e-mail. Every attempt, malformed ones
 * included, counts against the client's window (RATE_LIMIT_ORDER_LOOKUP), so numbers
 * cannot be tried at speed. The order is personal: never cached (refusals are `no-store`
 * from the error handler).
 */
export const orderLookupRouter = Router();

orderLookupRouter.post(
  '/api/orders/lookup',
  identify,
  rateLimit('order-lookup'),
  // The body is parsed by the service, so a 400 reads as one sentence without a field name.
  route({}, async ({ req, res }) => {
    const order = await orderLookupService.find(parseLookupRequest(req.body));
    res.set('Cache-Control', 'private, no-store');
    res.json({ order } satisfies OrderLookupResponse);
  }),
);
