import { z } from 'zod';

export const CouponCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid coupon code')
  .transform((code) => code.toUpperCase());

/** A coupon, percent or fixed. `expiresAt` is an ISO date-time or null (no expiry). */
export const CouponSchema = z.object({
  code: z.string().min(1).max(40),
  type: z.enum(['percent', 'fixed']),
  value: z.number().nonnegative(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** null means unlimited. */
  maxUses: z.int().positive().nullable(),
  uses: z.int().nonnegative(),
  assignedTo: z.array(z.email()),
  isGlobal: z.boolean(),
  title: z.string().max(200),
  isHidden: z.boolean(),
});
export type Coupon = z.infer<typeof CouponSchema>;
