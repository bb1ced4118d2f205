import { z } from 'zod';
import { IdSchema } from './common';

export const ORDER_STATUSES = [
  'new',
  'paid',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** Characters in the order number: see `orderNumberOf`. */
export const ORDER_NUMBER_LENGTH = 6;

/**
 * The order number customers see and type: the first 6 characters of the order id,
 * upper-cased (`ABC123`; the pages show it as `#ABC123`). Stored on each order as `number`
 * so an admin can find the order by it; it is not unique, so a lookup must handle several.
 */
export const orderNumberOf = (orderId: string): string =>
  orderId.slice(0, ORDER_NUMBER_LENGTH).toUpperCase();

/** A cart line as the client keeps it (also the line of an order). */
export const CartItemSchema = z.object({
  id: IdSchema,
  title: z.string().min(1).max(200),
  price: z.number().nonnegative(),
  image: z.string().max(2048),
  qty: z.int().min(1).max(999),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** An order's shipping details as stored and answered (passport fields blank when absent). */
export const ShippingDataSchema = z.object({
  fullName: z.string().max(200),
  email: z.string().max(254),
  phone: z.string().max(40),
  country: z.string().max(120),
  address: z.string().max(300),
  city: z.string().max(120),
  state: z.string().max(120),
  postalCode: z.string().max(40),
  notes: z.string().max(1000),
  passportNumber: z.string().max(40),
  passportIssueDate: z.string().max(40),
  passportIssuedBy: z.string().max(200),
  nationality: z.string().max(120),
});
export type ShippingData = z.infer<typeof ShippingDataSchema>;

/** The shipping fields that are passport data: shown only to the order's owner or logged. */
export const PASSPORT_FIELDS = [
  'passportNumber',
  'passportIssueDate',
  'passportIssuedBy',
  'nationality',
] as const satisfies readonly (keyof ShippingData)[];

/** Whether the shipping data carries any passport field (anonymised orders do not). */
export const hasPassport = (shipping: ShippingData): boolean =>
  PASSPORT_FIELDS.some((field) => shipping[field] !== '');

/** The same shipping data with its passport fields blank: the shape stays the spec's. */
export const withoutPassport = (shipping: ShippingData): ShippingData => ({
  ...shipping,
  ...Object.fromEntries(PASSPORT_FIELDS.map((field) => [field, ''])),
});

export const OrderLineSchema = z.object({
  id: IdSchema,
  title: z.string().max(200),
  price: z.number().nonnegative(),
  qty: z.int().min(1),
  image: z.string().max(2048).optional(),
  images: z.array(z.string().max(2048)).optional(),
});

/** An order as the API answers it. */
export const OrderSchema = z.object({
  id: IdSchema,
  createdAt: z.iso.datetime({ offset: true }),
  status: OrderStatusSchema,
  items: z.array(OrderLineSchema),
  subtotal: z.number().nonnegative(),
  shipping: z.number().nonnegative(),
  tax: z.number().nonnegative(),
  /** Coupon discount. */
  discount: z.number().nonnegative(),
  /** Bonuses spent on this order (one bonus is one dollar). */
  bonusDiscount: z.number().nonnegative(),
  coupon: z.string().nullable(),
  total: z.number().nonnegative(),
  tracking: z.object({ code: z.string().max(100) }).nullable(),
  userEmail: z.string().max(254),
  userName: z.string().max(200),
  shippingData: ShippingDataSchema,
  /**
   * Whether the order's contact e-mail is proven (issue 21): true from the start for a
   * verified account's order; a guest's or an unverified account's order is false until the
   * link mailed to that address confirms it, or an admin moves it on. Orders stored before
   * issue 21 have no such field and count as confirmed.
   */
  contactConfirmed: z.boolean().default(true),
});
export type Order = z.infer<typeof OrderSchema>;
