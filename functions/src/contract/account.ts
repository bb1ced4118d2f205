import { z } from 'zod';
import { IdSchema, MoneySchema } from './common';
import { OrderSchema } from './order';
import { NextCursorSchema, pagedQuerySchema } from './paging';

/**
 * An order as GET /api/orders and GET /api/orders/{id} answer it: the order, and while it
 * waits for its contact e-mail's confirmation (`contactConfirmed` false and still `new`,
 * issue 21) when that wait ends: its confirmation link stops working and the order is
 * cancelled. Null for any other order (and in answers from before this field).
 */
export const CustomerOrderSchema = OrderSchema.extend({
  confirmBy: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>;

/** GET /api/orders (the caller's orders, newest first); `nextCursor` only with `limit`. */
export const OrdersListResponseSchema = z.object({
  ok: z.literal(true),
  items: z.array(CustomerOrderSchema),
  nextCursor: NextCursorSchema,
});
export type OrdersListResponse = z.infer<typeof OrdersListResponseSchema>;

export const OrdersQuerySchema = pagedQuerySchema({
  email: z.string().trim().max(254).optional(),
});

/** GET /api/orders/{id} */
export const OrderResponseSchema = z.object({ ok: z.literal(true), order: CustomerOrderSchema });
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

/** One card of the account area's promocodes tab (GET /api/coupons/me). */
export const MyCouponSchema = z.object({
  code: z.string(),
  type: z.enum(['percent', 'fixed']),
  value: z.number().nonnegative(),
  title: z.string(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type MyCoupon = z.infer<typeof MyCouponSchema>;

export const MyCouponsResponseSchema = z.object({
  items: z.array(MyCouponSchema),
  meta: z.object({ total: z.int().nonnegative() }),
});
export type MyCouponsResponse = z.infer<typeof MyCouponsResponseSchema>;

/** POST /api/referrals/create */
export const ReferralCreateResponseSchema = z.object({ referralCode: z.string().length(8) });

/** POST /api/referrals/use */
export const ReferralUseRequestSchema = z.strictObject({
  code: z.string().trim().min(1, 'Please enter a referral code').max(40),
});

/** POST /api/referrals/order-bonus */
export const OrderBonusRequestSchema = z.strictObject({
  orderAmount: MoneySchema,
  orderId: IdSchema,
});
export const OrderBonusResponseSchema = z.object({ ok: z.literal(true), bonusAmount: MoneySchema });

/** POST /api/bonuses/spend */
export const BonusSpendRequestSchema = z.strictObject({
  amount: z.number().positive().max(100_000).multipleOf(0.01),
  orderId: IdSchema,
});
export const BonusSpendResponseSchema = z.object({ ok: z.literal(true), balance: MoneySchema });
