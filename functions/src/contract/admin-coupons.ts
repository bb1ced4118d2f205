import { z } from 'zod';
import { CouponCodeSchema, CouponSchema } from './coupon';

const EmailSchema = z
  .email('Invalid e-mail')
  .max(254)
  .transform((e) => e.toLowerCase());

/** Fields of the admin coupon form; the code is unique, case-insensitive. */
const CouponFieldsSchema = z.strictObject({
  code: CouponCodeSchema,
  type: z.enum(['percent', 'fixed']),
  value: z.number().nonnegative('Value must not be negative').max(1_000_000),
  /** null: no expiry. */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** null: unlimited. */
  maxUses: z.int().positive().max(1_000_000).nullable(),
  assignedTo: z.array(EmailSchema).max(1000),
  isGlobal: z.boolean(),
  title: z.string().trim().max(200),
  isHidden: z.boolean(),
});

const percentAtMost100 = (c: { type?: 'percent' | 'fixed'; value?: number }) =>
  c.type !== 'percent' || c.value === undefined || c.value <= 100;

/** POST /api/admin/coupons: code required; defaults: type percent, value 10. */
export const CouponCreateRequestSchema = CouponFieldsSchema.partial()
  .required({ code: true })
  .refine(percentAtMost100, { message: 'A percent coupon is at most 100', path: ['value'] });
export type CouponCreateRequest = z.infer<typeof CouponCreateRequestSchema>;

/** PATCH /api/admin/coupons/{code}: any subset except the code. */
export const CouponPatchRequestSchema = CouponFieldsSchema.omit({ code: true })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to update')
  .refine(percentAtMost100, { message: 'A percent coupon is at most 100', path: ['value'] });
export type CouponPatchRequest = z.infer<typeof CouponPatchRequestSchema>;

/** POST /api/admin/coupons/send: adds the e-mails to `assignedTo`. */
export const CouponSendRequestSchema = z.strictObject({
  code: CouponCodeSchema,
  emails: z.array(EmailSchema).min(1, 'Enter at least one e-mail').max(1000),
});

export const AdminCouponsResponseSchema = z.object({ items: z.array(CouponSchema) });
export type AdminCouponsResponse = z.infer<typeof AdminCouponsResponseSchema>;
export const AdminCouponResponseSchema = z.object({ item: CouponSchema });
export type AdminCouponResponse = z.infer<typeof AdminCouponResponseSchema>;

export const AdminCouponParamsSchema = z.object({ code: CouponCodeSchema });
