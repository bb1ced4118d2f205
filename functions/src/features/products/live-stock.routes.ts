import { Router } from 'express';
import { LiveStockQuerySchema, type LiveStockResponse } from '../../contract/live-stock';
import { noStore } from '../../core/http-cache';
import { route } from '../../core/route';
import { liveStockRepository } from './live-stock.repository';

export const liveStockRouter = Router();

/**
 * GET /api/stock?ids=a,b,c: polled every few seconds by open product pages and the cart drawer.
 * `no-store` so neither the CDN nor a browser ever answers it from a copy: the point of the
 * call is to be current (the product answers are CDN-cached for minutes).
 */
liveStockRouter.get(
  '/api/stock',
  route({ query: LiveStockQuerySchema }, async ({ query, res }) => {
    const items = await liveStockRepository.read(query.ids);
    noStore(res);
    res.json({ items } satisfies LiveStockResponse);
  }),
);
