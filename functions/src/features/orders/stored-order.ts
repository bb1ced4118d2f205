import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { z } from 'zod';
import { StoredLocaleSchema } from '../../contract/locale';
import { OrderSchema, ShippingDataSchema, type Order } from '../../contract/order';

/**
 * The document pattern of an order, for the triggers that follow it (functions/src/triggers).
 * Orders live in `orders/{autoId}` (layout in orders.repository.ts).
 */
export const ORDER_DOCUMENT = 'orders/{orderId}';

/** Shipping data as stored: orders placed before passport fields existed have none (blank). */
const StoredShippingSchema = ShippingDataSchema.extend({
  passportNumber: ShippingDataSchema.shape.passportNumber.default(''),
  passportIssueDate: ShippingDataSchema.shape.passportIssueDate.default(''),
  passportIssuedBy: ShippingDataSchema.shape.passportIssuedBy.default(''),
  nationality: ShippingDataSchema.shape.nationality.default(''),
});

/** A flag stored only when set: anything but `true` reads as false. */
const FlagSchema = z.boolean().catch(false);

/** The strings of a stored list; anything else in it is left out. */
const StringsSchema = z
  .array(z.unknown())
  .catch([])
  .transform((values) => values.filter((value): value is string => typeof value === 'string'));

/** Units by product; only positive numbers count. */
const UnitsSchema = z
  .record(z.string(), z.unknown())
  .catch({})
  .transform((units) =>
    Object.fromEntries(
      Object.entries(units).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0,
      ),
    ),
  );

/**
 * A stored order, as every reader of `orders/{id}` sees it: the wire Order (`createdAt` a
 * Timestamp in the document, ISO here) and the stored-only facts other features decide on.
 * A document that does not match is unreadable for all of them alike. The stored-only fields
 * are read as leniently as they are written (a missing flag is false), so only the order
 * itself can make a document unreadable.
 */
export const StoredOrderSchema = OrderSchema.extend({
  createdAt: z.preprocess(
    (value) => (value instanceof Timestamp ? value.toDate().toISOString() : value),
    OrderSchema.shape.createdAt,
  ),
  shippingData: StoredShippingSchema,
  /** The account that owns it; null for a guest order and once the account was deleted. */
  userUid: z.string().nullable().catch(null),
  /** A demo order (admin Shipments): it never held stock, and nobody earns or is mailed. */
  demo: FlagSchema,
  /** True while a cancelled order's stock is back on the shelf (admin-orders/order-stock.ts). */
  stockReturned: FlagSchema,
  /** Units counted toward per-customer limits, by product (purchase-counts.repository.ts). */
  limitedUnits: UnitsSchema,
  /** The unconfirmed-order counters it is on (unconfirmed-holds.repository.ts). */
  unconfirmedHoldKeys: StringsSchema,
  /** The expiry job cancelled it while still unconfirmed: its customer is not told. */
  confirmationExpired: FlagSchema,
  /** The language it was placed in (issue 25), its e-mails' language; older orders are English. */
  locale: StoredLocaleSchema,
});
export type StoredOrder = z.infer<typeof StoredOrderSchema>;

/** What the converter needs of a snapshot (a trigger's, a query's, or a test's). */
export type OrderSnapshot = Pick<DocumentSnapshot, 'id' | 'data'>;

/**
 * The one converter of a stored order: null for a missing document, and for one that does
 * not match (logged by id only: orders hold shipping and passport data).
 */
export function parseStoredOrder(snap: OrderSnapshot): StoredOrder | null {
  const data = snap.data();
  if (!data) return null;
  const parsed = StoredOrderSchema.safeParse({ ...data, id: snap.id });
  if (parsed.success) return parsed.data;
  logger.error('invalid_order_document', {
    orderId: snap.id,
    issue: parsed.error.issues[0]?.path.map(String),
  });
  return null;
}

/** The order as the API answers it: the stored-only fields dropped. */
export function toOrder(stored: StoredOrder): Order {
  return OrderSchema.parse(stored);
}

/** The stored order as the API answers it; null when missing or unreadable (logged). */
export function parseOrder(snap: OrderSnapshot): Order | null {
  const stored = parseStoredOrder(snap);
  return stored && toOrder(stored);
}

/**
 * An order this code has just written or read in its own transaction, as the API answers it:
 * it must match the contract, so a broken one throws.
 */
export function requireOrder(snap: OrderSnapshot): Order {
  const order = parseOrder(snap);
  if (!order) throw new Error(`Order ${snap.id} is missing or does not match the contract`);
  return order;
}
