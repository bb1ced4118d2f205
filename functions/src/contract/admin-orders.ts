import { z } from 'zod';
import { AdminSearchSchema } from './admin-search';
import { IdSchema } from './common';
import { OrderSchema, OrderStatusSchema, ShippingDataSchema } from './order';
import { NextCursorSchema, pagedQuerySchema } from './paging';

/**
 * A row of the admin orders and shipments lists: the order without its passport fields.
 * Passport data is only in the detail answer (GET /api/admin/orders/{id}), whose every
 * call is written to the log.
 */
export const AdminOrderSummarySchema = OrderSchema.omit({ shippingData: true }).extend({
  shippingData: ShippingDataSchema.omit({
    passportNumber: true,
    passportIssueDate: true,
    passportIssuedBy: true,
    nationality: true,
  }),
  /**
   * When the job cancels this unpaid order and frees its stock: `ORDER_HOLD_HOURS` after it
   * was placed, or `UNCONFIRMED_HOLD_MINUTES` while it is unconfirmed (`contactConfirmed`
   * false). Null once it is past `new`, for demo orders, and when the expiry is off.
   */
  holdExpiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

/**
 * GET /api/admin/orders?limit=&cursor=&tracking=&q=: newest first. `tracking=none`: only
 * orders that still need a tracking code (none saved, not cancelled), however old. `q`
 * (then `tracking` is ignored): the order with that full id, or the orders with that short
 * number (any case, with or without '#'), or with that contact or account e-mail (any case).
 */
export const AdminOrdersQuerySchema = pagedQuerySchema({
  tracking: z.literal('none', "Only 'none' is supported").optional(),
  q: AdminSearchSchema,
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

/** `nextCursor` only with `limit` (see contract/paging.ts). */
export const AdminOrdersResponseSchema = z.object({
  items: z.array(AdminOrderSummarySchema),
  nextCursor: NextCursorSchema,
});
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponseSchema>;

/** GET /api/admin/orders/{id} (logged), and the answer of every admin order change. */
export const AdminOrderResponseSchema = z.object({ order: OrderSchema });
export type AdminOrderResponse = z.infer<typeof AdminOrderResponseSchema>;

export const TrackingCodeSchema = z.string().trim().min(1, 'Tracking number is required').max(100);

/** PATCH /api/admin/orders/{id}: `{status}` or `{tracking}` (null clears it). */
export const AdminOrderPatchSchema = z.union([
  z.strictObject({ status: OrderStatusSchema }),
  z.strictObject({ tracking: z.strictObject({ code: TrackingCodeSchema }).nullable() }),
]);
export type AdminOrderPatch = z.infer<typeof AdminOrderPatchSchema>;

/**
 * POST /api/admin/notify-tracking. `orderId` is the full id or the short order number the
 * customer sees (first 6 characters, any case, with or without '#').
 */
export const NotifyTrackingRequestSchema = z.strictObject({
  orderId: z.string().trim().min(1, 'Order code is required').max(128),
  code: TrackingCodeSchema,
});

/** POST /api/admin/demo-order */
export const DemoOrderRequestSchema = z.strictObject({
  email: z.email('Enter a valid e-mail').max(254),
});

export const AdminOrderParamsSchema = z.object({ id: IdSchema });
