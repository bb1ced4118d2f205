import { Router } from 'express';
import { StockAlertRequestSchema, type StockAlertResponse } from '../../contract/stock-alert';
import { currentUser, identify } from '../../core/auth';
import { noStore } from '../../core/http-cache';
import { rateLimit } from '../../core/rate-limit';
import { route } from '../../core/route';
import { stockAlertsService } from './stock-alerts.service';

/**
 * Public: guests ask too (a session is recognised, not required). Each request is a stored
 * write that will send a mail, so requests are limited per client (RATE_LIMIT_STOCK_ALERTS).
 */
export const stockAlertsRouter = Router();

stockAlertsRouter.post(
  '/api/stock-alerts',
  identify,
  rateLimit('stock-alert'),
  route({ body: StockAlertRequestSchema }, async ({ body, res }) => {
    noStore(res);
    await stockAlertsService.request(body, currentUser(res));
    res.json({ ok: true } satisfies StockAlertResponse);
  }),
);
