import { z } from 'zod';
import { confirmLink, ConfirmTokenSchema } from './confirm-link';
import { DEFAULT_LOCALE, localePath, type Locale } from './locale';

/**
 * Confirming an unconfirmed order from the link mailed to its contact e-mail (issue 21): a
 * one-time link (confirm-link.ts) to a page whose button POSTs the token.
 */

/** The store page the confirmation link opens (web `paths.confirmOrder`). */
export const CONFIRM_ORDER_PATH = '/confirm-order';

export const CONFIRM_LINK_USED = 'This confirmation link was already used: the order is confirmed.';
export const CONFIRM_LINK_EXPIRED =
  'This confirmation link has expired. An order not confirmed in time is cancelled and its items go back on sale.';
export const CONFIRM_ORDER_CANCELLED =
  'This order was cancelled, so it can no longer be confirmed.';
export const ORDER_ALREADY_CONFIRMED = 'This order is already confirmed.';

/** 429 of POST /api/orders when the contact (or account) has as many unconfirmed orders as allowed. */
export const UNCONFIRMED_ORDERS_LIMIT =
  'Confirm your earlier orders from the e-mail we sent before placing more.';

/** 429 of POST /api/orders when one unconfirmed order alone holds more units than allowed. */
export const unconfirmedUnitsLimit = (maxUnits: number) =>
  `An order waiting for e-mail confirmation can hold at most ${String(maxUnits)} items. Please order fewer, or sign in with a verified e-mail.`;

/** The link in the confirmation e-mail, to the page in the order's language (`/ru/…`). */
export const confirmOrderLink = (origin: string, token: string, locale: Locale = DEFAULT_LOCALE) =>
  confirmLink(origin, localePath(locale, CONFIRM_ORDER_PATH), token);

/** POST /api/orders/confirm (anyone holding the link). */
export const ConfirmOrderRequestSchema = z.strictObject({ token: ConfirmTokenSchema });
export type ConfirmOrderRequest = z.infer<typeof ConfirmOrderRequestSchema>;

export const ConfirmOrderResponseSchema = z.object({
  ok: z.literal(true),
  /** The short order number customers see (`ABC123`). */
  number: z.string(),
  /** When the confirmed order's unpaid hold ends (`ORDER_HOLD_HOURS`); null when it never does. */
  holdExpiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ConfirmOrderResponse = z.infer<typeof ConfirmOrderResponseSchema>;
