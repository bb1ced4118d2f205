import { Router } from 'express';
import {
  ConfirmStockAlertRequestSchema,
  StockAlertRequestSchema,
  type ConfirmStockAlertResponse,
  type StockAlertResponse,
} from '../../contract/stock-alert';
import { requestLocale } from '../../core/accept-language';
import { currentUser, identify } from '../../core/auth';
import { noStore } from '../../core/http-cache';
import { rateLimit } from '../../core/rate-limit';
import { route } from '../../core/route';
import { stockAlertsService } from './stock-alerts.service';

/**
 * Public: guests ask too (a session is recognised, not required). Each request is a stored
 * write that may send a mail, so requests are limited per client (RATE_LIMIT_STOCK_ALERTS).
 */
export const stockAlertsRouter = Router();

stockAlertsRouter.post(
  '/api/stock-alerts',
  identify,
  rateLimit('stock-alert'),
  route({ body: StockAlertRequestSchema }, async ({ body, req, res }) => {
    noStore(res);
    // The page's language (issue 25), else Accept-Language's: the request's e-mails use it.
    const locale = requestLocale(req, body.locale);
    const status = await stockAlertsService.request({ ...body, locale }, currentUser(res));
    res.json({ ok: true, status } satisfies StockAlertResponse);
  }),
);

/**
 * The "Confirm" button of the page a confirmation e-mail links to. A POST, so a mail scanner
 * that fetches the link confirms nothing. The token is 256 random bits, worth nothing to
 * guess, and only its hash is stored; no session is needed or read.
 */
stockAlertsRouter.post(
  '/api/stock-alerts/confirm',
  route({ body: ConfirmStockAlertRequestSchema }, async ({ body, res }) => {
    noStore(res);
    const answer = await stockAlertsService.confirm(body.token);
    res.json(answer satisfies ConfirmStockAlertResponse);
  }),
);
