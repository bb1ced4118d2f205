import { z } from 'zod';
import { IdSchema } from './common';
import { LIVE_STOCK_MAX_IDS } from './limits';

export { LIVE_STOCK_MAX_IDS } from './limits';

/** The longest `ids` value worth splitting: that many of the longest ids, comma-separated. */
const LIVE_STOCK_IDS_MAX_CHARS = LIVE_STOCK_MAX_IDS * 129;

/**
 * GET /api/stock?ids=a,b,c: the current stock of a few products, never cached, polled by an
 * open product page and the cart drawer while the tab is visible. Unknown ids are left out.
 */
export const LiveStockQuerySchema = z.object({
  ids: z
    .string()
    .trim()
    .min(1, 'Name at least one product')
    .max(LIVE_STOCK_IDS_MAX_CHARS, 'Too many products')
    .transform((raw) => [...new Set(raw.split(',').map((id) => id.trim()))])
    .pipe(z.array(IdSchema).min(1).max(LIVE_STOCK_MAX_IDS, 'Too many products')),
});

export const LiveStockResponseSchema = z.object({
  items: z.array(z.object({ id: IdSchema, stock: z.int().nonnegative() })),
});
export type LiveStockResponse = z.infer<typeof LiveStockResponseSchema>;
