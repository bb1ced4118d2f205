import { z } from 'zod';
import { AdminSearchSchema } from './admin-search';
import { IdSchema } from './common';
import { OrderStatusSchema } from './order';
import { NextCursorSchema, pagedQuerySchema } from './paging';
import { UserSchema } from './user';

/** An admin log entry: every admin action that changes data, and views of passport data. */
export const LogSchema = z.object({
  id: IdSchema,
  action: z.string().max(200),
  time: z.iso.datetime({ offset: true }),
  actor: z.string().max(254).optional(),
  target: z.string().max(300).optional(),
});
export type Log = z.infer<typeof LogSchema>;

export const StatsRangeSchema = z.enum(['7d', '30d', '90d', '1y']);
export type StatsRange = z.infer<typeof StatsRangeSchema>;

/**
 * Admin stats for the Overview tab. Totals are all-time: `totalOrders` counts every order,
 * `totalRevenue` and `topProducts` leave cancelled orders out, and `averageOrder` is revenue
 * per order that was not cancelled. `series` follows the range, oldest first with empty
 * buckets as 0: one point per UTC day (`date` YYYY-MM-DD) for 7d, 30d and 90d, one per UTC
 * month (`date` YYYY-MM, the current month last) for 1y; `amount` is the number of orders
 * placed in the bucket, `revenue` their non-cancelled totals.
 */
export const AdminStatsSchema = z.object({
  totalOrders: z.int().nonnegative(),
  totalRevenue: z.number().nonnegative(),
  averageOrder: z.number().nonnegative(),
  byStatus: z.record(OrderStatusSchema, z.int().nonnegative()),
  series: z.array(
    z.object({
      date: z.string(),
      amount: z.int().nonnegative(),
      revenue: z.number().nonnegative(),
    }),
  ),
  topProducts: z.array(z.object({ id: IdSchema, qty: z.int().nonnegative() })),
  inventory: z.array(z.object({ id: IdSchema, title: z.string(), stock: z.int() })),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** GET /api/admin/stats?range= */
export const AdminStatsQuerySchema = z.object({ range: StatsRangeSchema.default('30d') });

/** GET /api/admin/logs?cursor=&limit=: newest first; `nextCursor` null on the last page. */
export const AdminLogsQuerySchema = z.object({
  cursor: IdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const AdminLogsResponseSchema = z.object({
  items: z.array(LogSchema),
  nextCursor: IdSchema.nullable(),
});
export type AdminLogsResponse = z.infer<typeof AdminLogsResponseSchema>;

/**
 * GET /api/admin/users?limit=&cursor=&q=: newest first; `nextCursor` only with `limit`.
 * `q`: accounts whose e-mail starts with it, whose e-mail's domain it is, or with it as a
 * word of the name (any case).
 */
export const AdminUsersQuerySchema = pagedQuerySchema({ q: AdminSearchSchema });
export const AdminUsersResponseSchema = z.object({
  items: z.array(UserSchema),
  nextCursor: NextCursorSchema,
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;

/** POST /api/track: a shopper looked a parcel up on the external portal. */
export const TrackRequestSchema = z.strictObject({
  carrier: z.string().trim().min(1, 'Carrier is required').max(60),
  code: z.string().trim().min(1, 'Tracking code is required').max(100),
});
