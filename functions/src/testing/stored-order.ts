import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { priceCart } from '../features/checkout/pricing';
import { parseStoredOrder, type StoredOrder } from '../features/orders/stored-order';
import { sampleShippingData } from './shipping-data';

const LINES = [{ id: 'toy-a', title: 'A', price: 10, qty: 2, image: '/a.svg' }];

/**
 * An order document as the order transaction stores one (a Timestamp `createdAt`, the
 * stored-only fields), paid, two of 'toy-a' priced as checkout prices them ($30); override what the test is about.
 */
export const storedOrderDocument = (over: DocumentData = {}): DocumentData => ({
  status: 'paid',
  createdAt: Timestamp.fromMillis(Date.UTC(2026, 10, 22, 12)),
  items: LINES,
  ...priceCart({ lines: LINES, coupon: null }),
  coupon: null,
  tracking: null,
  userUid: 'u1',
  userEmail: 'ann@example.com',
  userName: 'Ann Lee',
  shippingData: sampleShippingData(),
  idempotencyKey: 'key',
  number: 'O1',
  language: 'en',
  ...over,
});

/** A snapshot of `data` as a trigger or a query hands it over (undefined: no document). */
export const orderSnapshot = (id: string, data: DocumentData | undefined) => ({
  id,
  exists: data !== undefined,
  data: () => data,
});

/** The stored order document, converted as every reader gets it; `over` then replaces fields. */
export function aStoredOrder(over: Partial<StoredOrder> = {}): StoredOrder {
  const order = parseStoredOrder(orderSnapshot('o1', storedOrderDocument()));
  if (!order) throw new Error('the sample order must be readable');
  return { ...order, ...over };
}
