import { z } from 'zod';
import { IdSchema } from './common';
import { CouponCodeSchema } from './coupon';
import { MAX_LINES, MAX_QTY } from './limits';
import { LocaleSchema } from './locale';
import { OrderSchema } from './order';
import { PASSPORT_MESSAGES, PASSPORT_MIN } from './passport';

// Checkout limits shared by the server and the web app (flat $10 shipping, cart size caps)
// live in the zod-free limits.ts, which the web app's first load imports.
export { MAX_LINES, MAX_QTY, SHIPPING_FLAT } from './limits';

/**
 * One cart line as the client sends it. Only `id` and `qty` count: the server prices
 * every line from its own product documents. `title`, `price` and `image` may be sent
 * (they are what the cart shows) and are ignored; anything else is rejected.
 */
export const CheckoutLineSchema = z.strictObject({
  id: IdSchema,
  qty: z.int().min(1).max(MAX_QTY),
  title: z.string().max(200).optional(),
  price: z.number().optional(),
  image: z.string().max(2048).optional(),
});
export type CheckoutLine = z.infer<typeof CheckoutLineSchema>;

const LinesSchema = z
  .array(CheckoutLineSchema)
  .min(1, 'The cart is empty')
  .max(MAX_LINES)
  .refine((lines) => new Set(lines.map((l) => l.id)).size === lines.length, {
    message: 'Each product may appear only once',
  });

/** An empty string means "no coupon". */
const OptionalCouponSchema = z
  .union([z.literal('').transform(() => null), CouponCodeSchema])
  .nullish();

/** POST /api/checkout/quote */
export const QuoteRequestSchema = z.strictObject({
  items: LinesSchema,
  coupon: OptionalCouponSchema,
});
export type QuoteRequest = z.input<typeof QuoteRequestSchema>;

export const QuoteResponseSchema = z.object({
  subtotal: z.number().nonnegative(),
  shipping: z.number().nonnegative(),
  tax: z.number().nonnegative(),
  discount: z.number().nonnegative(),
  total: z.number().nonnegative(),
  coupon: z
    .object({ code: z.string(), type: z.enum(['percent', 'fixed']), value: z.number() })
    .nullable(),
});
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;

/** The longest text each shipping field keeps: the schema below and the checkout form use these. */
export const SHIPPING_DATA_MAX = {
  fullName: 200,
  email: 254,
  phone: 40,
  address: 300,
  city: 120,
  country: 120,
  state: 120,
  postalCode: 40,
  notes: 1000,
  passportNumber: 40,
  /** YYYY-MM-DD */
  passportIssueDate: 10,
  passportIssuedBy: 200,
  nationality: 120,
} as const;

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max);
const optional = (max: number) => z.string().trim().max(max).default('');

/**
 * Shipping details as the checkout form sends them: required fields non-blank (state,
 * postalCode and notes optional), passport minimum lengths, bounded lengths.
 */
export const ShippingDataInputSchema = z.strictObject({
  fullName: required('Full name', SHIPPING_DATA_MAX.fullName),
  email: z
    .string()
    .trim()
    .pipe(z.email('Please enter a valid email'))
    .pipe(z.string().max(SHIPPING_DATA_MAX.email)),
  phone: required('Phone', SHIPPING_DATA_MAX.phone),
  address: required('Address', SHIPPING_DATA_MAX.address),
  city: required('City', SHIPPING_DATA_MAX.city),
  country: required('Country', SHIPPING_DATA_MAX.country),
  state: optional(SHIPPING_DATA_MAX.state),
  postalCode: optional(SHIPPING_DATA_MAX.postalCode),
  notes: optional(SHIPPING_DATA_MAX.notes),
  passportNumber: required('Passport number', SHIPPING_DATA_MAX.passportNumber).pipe(
    z.string().min(PASSPORT_MIN.passportNumber, PASSPORT_MESSAGES.passportNumber),
  ),
  passportIssueDate: z.iso.date('Passport issue date must be a date (YYYY-MM-DD)'),
  passportIssuedBy: required('Passport issued by', SHIPPING_DATA_MAX.passportIssuedBy).pipe(
    z.string().min(PASSPORT_MIN.passportIssuedBy, PASSPORT_MESSAGES.passportIssuedBy),
  ),
  nationality: required('Nationality', SHIPPING_DATA_MAX.nationality).pipe(
    z.string().min(PASSPORT_MIN.nationality, PASSPORT_MESSAGES.nationality),
  ),
});
export type ShippingDataInput = z.input<typeof ShippingDataInputSchema>;

/** POST /api/orders (header `Idempotency-Key` required). Coupon and bonuses are exclusive. */
export const CreateOrderRequestSchema = z
  .strictObject({
    items: LinesSchema,
    coupon: OptionalCouponSchema,
    bonusAmount: z.number().min(0).max(100_000).multipleOf(0.01).optional(),
    shippingData: ShippingDataInputSchema,
    /** The page's language (issue 25); without it the API reads `Accept-Language`. */
    locale: LocaleSchema.optional(),
  })
  .refine((order) => !(order.coupon && (order.bonusAmount ?? 0) > 0), {
    message: 'A coupon and bonuses cannot be used together',
    path: ['bonusAmount'],
  });
export type CreateOrderRequest = z.input<typeof CreateOrderRequestSchema>;

export const CreateOrderResponseSchema = z.object({
  ok: z.literal(true),
  order: OrderSchema,
  /** True when this answer replays an earlier request with the same Idempotency-Key. */
  replayed: z.boolean(),
  /**
   * For an unconfirmed order (issue 21): the minutes its confirmation link, mailed to the
   * contact e-mail, works for; the order is cancelled if it is not confirmed in time. Null
   * when the order is confirmed.
   */
  confirmWithinMinutes: z.int().positive().nullable().default(null),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

export const IdempotencyKeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid Idempotency-Key');

/** POST /api/coupons/use */
export const UseCouponRequestSchema = z.strictObject({ code: CouponCodeSchema });
export const UseCouponResponseSchema = z.object({ ok: z.literal(true) });
