import { Router } from 'express';
import { CONFIRM_LINK_INVALID } from '../../contract/confirm-link';
import {
  ConfirmOrderRequestSchema,
  type ConfirmOrderResponse,
} from '../../contract/order-confirmation';
import { badRequest } from '../../core/errors';
import { noStore } from '../../core/http-cache';
import { route } from '../../core/route';
import { orderConfirmationService } from './order-confirmation.service';

/**
 * Public: the "Confirm order" button of the page a confirmation e-mail links to (issue 21).
 * A POST, so a mail scanner that fetches the link confirms nothing. The token is 256 random
 * bits, worth nothing to guess, and only its hash is stored; no session is needed or read.
 */
export const orderConfirmationRouter = Router();

orderConfirmationRouter.post(
  '/api/orders/confirm',
  // The body is parsed here, so a malformed link reads as the page's one sentence.
  route({}, async ({ req, res }) => {
    noStore(res);
    const request = ConfirmOrderRequestSchema.safeParse(req.body);
    if (!request.success) throw badRequest(CONFIRM_LINK_INVALID);
    const answer = await orderConfirmationService.confirm(request.data.token);
    res.json(answer satisfies ConfirmOrderResponse);
  }),
);
