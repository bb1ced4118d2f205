import { z } from 'zod';
import { IdSchema } from './common';
import { CONFIRM_LINK_INVALID, confirmLink, ConfirmTokenSchema } from './confirm-link';
import { DEFAULT_LOCALE, LocaleSchema, localePath, type Locale } from './locale';

/**
 * POST /api/stock-alerts: "Notify me" on a sold-out product. One request is kept per e-mail
 * and product; when the product's stock goes from 0 to above 0, each active address gets one
 * e-mail and its request is marked sent.
 *
 * A request counts only once its mailbox is proven (issue 21): a signed-in account with a
 * verified e-mail asking for that e-mail is active at once; any other request is `pending`
 * until the link in a confirmation e-mail is followed and its page's button pressed
 * (POST /api/stock-alerts/confirm). A pending request that is not confirmed in time expires.
 */
export const StockAlertRequestSchema = z.strictObject({
  productId: IdSchema,
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid email')),
  /** The page's language (issue 25): the e-mails are written in it; else `Accept-Language`'s. */
  locale: LocaleSchema.optional(),
});
export type StockAlertRequest = z.infer<typeof StockAlertRequestSchema>;

/** `active`: it will be mailed at the restock. `pending`: check your e-mail to confirm it. */
export const StockAlertStateSchema = z.enum(['pending', 'active']);
export type StockAlertState = z.infer<typeof StockAlertStateSchema>;

export const StockAlertResponseSchema = z.object({
  ok: z.literal(true),
  status: StockAlertStateSchema,
});
export type StockAlertResponse = z.infer<typeof StockAlertResponseSchema>;

/** How long a confirmation link works; an unconfirmed request is forgotten after it. */
export const STOCK_ALERT_CONFIRM_HOURS = 48;

/** The store page a confirmation link opens (web `paths.confirmStockAlert`). */
export const CONFIRM_STOCK_ALERT_PATH = '/notify-me/confirm';

/** The one-time link (confirm-link.ts) in the confirmation e-mail, in the request's language. */
export const stockAlertConfirmLink = (
  origin: string,
  token: string,
  locale: Locale = DEFAULT_LOCALE,
) => confirmLink(origin, localePath(locale, CONFIRM_STOCK_ALERT_PATH), token);

/** POST /api/stock-alerts/confirm (anyone holding the link). */
export const ConfirmStockAlertRequestSchema = z.strictObject({ token: ConfirmTokenSchema });
export type ConfirmStockAlertRequest = z.infer<typeof ConfirmStockAlertRequestSchema>;

export const ConfirmStockAlertResponseSchema = z.object({
  ok: z.literal(true),
  product: z.object({ title: z.string(), slug: z.string() }),
  /**
   * The product came back before the click: nothing more will be mailed, the page says so
   * with its link. Otherwise the request is active and mailed at the restock.
   */
  inStock: z.boolean(),
});
export type ConfirmStockAlertResponse = z.infer<typeof ConfirmStockAlertResponseSchema>;

// What the confirmation page shows for each refusal (the answer's `error`).
/** The same sentence as a malformed token's 400 (the shared `ConfirmTokenSchema`). */
export const STOCK_ALERT_LINK_INVALID = CONFIRM_LINK_INVALID;
export const STOCK_ALERT_LINK_USED = 'This confirmation link was already used.';
export const STOCK_ALERT_LINK_EXPIRED =
  'This confirmation link has expired. Ask again on the product page for a new one.';
export const STOCK_ALERT_GONE =
  'This request no longer exists: the product was removed, or the request was deleted.';

/** 429 of POST /api/stock-alerts: the address already has this many requests to confirm. */
export const PENDING_STOCK_ALERTS_LIMIT =
  'Please confirm the requests we already e-mailed to this address before asking for more.';

/**
 * `stockAlerts/{id}` as stored (server only; clients can neither read nor write it). The id is
 * `stockAlertId(productId, email)` (features/stock-alerts/stock-alert-id.ts: sha256 of the
 * product id and the normalised address), so the address never appears in a document path.
 */
export const STOCK_ALERTS_COLLECTION = 'stockAlerts';
/** `pending`: not confirmed yet (never mailed at a restock); `waiting`: active; `sent`: done. */
export const StockAlertStatusSchema = z.enum(['pending', 'waiting', 'sent']);
export type StockAlertStatus = z.infer<typeof StockAlertStatusSchema>;
