import { z } from 'zod';
import { ORDER_NUMBER_LENGTH, OrderStatusSchema } from './order';

export const ORDER_NUMBER_REQUIRED = `Please enter the ${String(ORDER_NUMBER_LENGTH)}-character order number`;
export const LOOKUP_EMAIL_REQUIRED = 'Please enter the e-mail used for the order';
export const LOOKUP_EMAIL_INVALID = 'Please enter a valid e-mail';

const NUMBER_PATTERN = new RegExp(`^[A-Z0-9_-]{${String(ORDER_NUMBER_LENGTH)}}$`);

/**
 * The order number as a customer may type it (`#abc123`, ` ABC123 `) in the form it is
 * stored (`ABC123`): spaces trimmed, one leading '#' dropped, upper-cased. Null when what is
 * left cannot be an order number.
 */
export function normaliseOrderNumber(typed: string): string | null {
  const text = typed.trim();
  const bare = (text.startsWith('#') ? text.slice(1) : text).trim().toUpperCase();
  return NUMBER_PATTERN.test(bare) ? bare : null;
}

/**
 * POST /api/orders/lookup (anyone): "Find my order". `number` in any case, with or without
 * '#'; `email` in any case, the order's contact e-mail or, for an account's order, the
 * account's. Answers the same 404 for an unknown number and a wrong e-mail.
 */
export const OrderLookupRequestSchema = z.strictObject({
  number: z
    .string(ORDER_NUMBER_REQUIRED)
    .max(40, ORDER_NUMBER_REQUIRED)
    .transform((typed, ctx) => {
      const number = normaliseOrderNumber(typed);
      if (number === null) {
        ctx.addIssue({ code: 'custom', message: ORDER_NUMBER_REQUIRED });
        return z.NEVER;
      }
      return number;
    }),
  // Loose on purpose: an account's address is not held to the checkout's e-mail pattern.
  email: z
    .string(LOOKUP_EMAIL_REQUIRED)
    .trim()
    .min(1, LOOKUP_EMAIL_REQUIRED)
    .max(254, LOOKUP_EMAIL_INVALID)
    .regex(/^[^\s@]+@[^\s@]+$/, LOOKUP_EMAIL_INVALID),
});
export type OrderLookupRequest = z.input<typeof OrderLookupRequestSchema>;
export type ParsedOrderLookupRequest = z.output<typeof OrderLookupRequestSchema>;

/**
 * What a lookup shows of an order: enough to follow it, nothing that identifies or reaches
 * the buyer (no name, e-mail, phone, street, postal code, notes or passport data) and no
 * order id (pages that take the id check ownership; the lookup page needs none).
 */
export const OrderLookupSummarySchema = z.strictObject({
  number: z.string().length(ORDER_NUMBER_LENGTH),
  status: OrderStatusSchema,
  createdAt: z.iso.datetime({ offset: true }),
  items: z.array(
    z.strictObject({
      title: z.string().max(200),
      price: z.number().nonnegative(),
      qty: z.int().min(1),
      image: z.string().max(2048).nullable(),
    }),
  ),
  subtotal: z.number().nonnegative(),
  shipping: z.number().nonnegative(),
  tax: z.number().nonnegative(),
  discount: z.number().nonnegative(),
  bonusDiscount: z.number().nonnegative(),
  total: z.number().nonnegative(),
  trackingCode: z.string().max(100).nullable(),
  /** Where it goes, to the city: enough to recognise the order. */
  deliverTo: z.strictObject({ city: z.string().max(120), country: z.string().max(120) }),
});
export type OrderLookupSummary = z.infer<typeof OrderLookupSummarySchema>;

export const OrderLookupResponseSchema = z.object({ order: OrderLookupSummarySchema });
export type OrderLookupResponse = z.infer<typeof OrderLookupResponseSchema>;
