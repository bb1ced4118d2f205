import { Router } from 'express';
import type { OrderLookupResponse } from '../../contract/order-lookup';
import { identify } from '../../core/auth';
import { enforceAllowance, rateLimit, targetKey } from '../../core/rate-limit';
import { route } from '../../core/route';
import { orderLookupService, parseLookupRequest } from './order-lookup.service';

/**
 * Public: guests find their order by its number and e-mail. Every attempt, malformed ones
 * included, counts against the client's window (RATE_LIMIT_ORDER_LOOKUP per account, ten
 * times that per address), and every well-formed one against the order number's, so
 * neither numbers nor e-mails can be tried at speed. The order is personal: never cached (refusals are `no-store`
 * from the error handler).
 */
export const orderLookupRouter = Router();

orderLookupRouter.post(
  '/api/orders/lookup',
  identify,
  rateLimit('order-lookup'),
  // The body is parsed by the service, so a 400 reads as one sentence without a field name.
  route({}, async ({ req, res }) => {
    const request = parseLookupRequest(req.body);
    // And per order number, wherever the tries come from: one order's e-mail is not guessed
    // from a thousand addresses, nor at the address limit from one.
    await enforceAllowance('order-lookup', targetKey('order', request.number));
    const order = await orderLookupService.find(request);
    res.set('Cache-Control', 'private, no-store');
    res.json({ order } satisfies OrderLookupResponse);
  }),
);
