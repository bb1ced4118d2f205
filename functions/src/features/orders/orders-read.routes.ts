import { Router, type RequestHandler } from 'express';
import {
  OrdersQuerySchema,
  type OrderResponse,
  type OrdersListResponse,
} from '../../contract/account';
import { IdSchema } from '../../contract/common';
import { identify, requireUser, signedInUser } from '../../core/auth';
import { route } from '../../core/route';
import { ordersReadService } from './orders-read.service';

/** Orders for customers (and admins): personal, so signed in and never cached anywhere. */
export const ordersReadRouter = Router();

const personal: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};
const signedIn = [identify, requireUser, personal];

ordersReadRouter.get(
  '/api/orders',
  ...signedIn,
  route({ query: OrdersQuerySchema }, async ({ query: { email, limit, cursor }, res }) => {
    const page = await ordersReadService.list(signedInUser(res), email, { limit, cursor });
    // Without `limit` the answer keeps its old shape: no `nextCursor`.
    const answer: OrdersListResponse =
      limit === undefined
        ? { ok: true, items: page.items }
        : { ok: true, items: page.items, nextCursor: page.nextCursor };
    res.json(answer);
  }),
);

ordersReadRouter.get('/api/orders/:id', ...signedIn, async (req, res) => {
  // A malformed id cannot name an order: the same 404 as an unknown one.
  const id = IdSchema.safeParse(req.params.id);
  if (!id.success) throw ordersReadService.orderNotFound();
  const order = await ordersReadService.get(signedInUser(res), id.data);
  res.json({ ok: true, order } satisfies OrderResponse);
});
