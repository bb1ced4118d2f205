import { z } from 'zod';
import { IdSchema } from './common';

/**
 * POST /api/stock-alerts: "Notify me" on a sold-out product. One request is kept per e-mail
 * and product (asking again while one waits changes nothing); when the product's stock goes
 * from 0 to above 0, each waiting address gets one e-mail and its request is marked sent.
 */
export const StockAlertRequestSchema = z.strictObject({
  productId: IdSchema,
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid email')),
});
export type StockAlertRequest = z.infer<typeof StockAlertRequestSchema>;

export const StockAlertResponseSchema = z.object({ ok: z.literal(true) });
export type StockAlertResponse = z.infer<typeof StockAlertResponseSchema>;

/**
 * `stockAlerts/{id}` as stored (server only; clients can neither read nor write it). The id is
 * `stockAlertId(productId, email)` (features/stock-alerts/stock-alert-id.ts: sha256 of the
 * product id and the normalised address), so the address never appears in a document path.
 */
export const STOCK_ALERTS_COLLECTION = 'stockAlerts';
export const StockAlertStatusSchema = z.enum(['waiting', 'sent']);
export type StockAlertStatus = z.infer<typeof StockAlertStatusSchema>;
