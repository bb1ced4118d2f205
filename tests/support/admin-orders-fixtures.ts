import { Timestamp } from 'firebase-admin/firestore';
import type { OrderStatus } from '@contract/order';
import { CreateOrderResponseSchema } from '@contract/checkout';
import { baseUrl, adminDb, uniqueSuffix } from './emulators';
import { shipping } from './accounts';
import type { TestUser } from './auth';
import { postOrder, shippingData } from './checkout-fixtures';

/** Test data and calls for the admin orders, shipments, export and logs tests. */

export interface StoredOrderOptions {
  id?: string;
  status?: OrderStatus;
  items?: { id: string; title: string; price: number; qty: number }[];
  userUid?: string | null;
  userEmail?: string;
  userName?: string;
  tracking?: { code: string } | null;
  passportNumber?: string;
  createdAt?: Timestamp;
  /** Extra stored-only fields (number, stockReturned, demo). */
  extra?: Record<string, unknown>;
}

/** An order written straight to Firestore, shaped as the order transaction stores one. */
export async function storedOrder(over: StoredOrderOptions = {}): Promise<string> {
  const id = over.id ?? `ord-adm-${uniqueSuffix()}`;
  const items = over.items ?? [{ id: 'toy-robot', title: 'Robot', price: 40, qty: 1 }];
  const subtotal = items.reduce((sum, line) => sum + line.price * line.qty, 0);
  const email = over.userEmail ?? 'casey@example.com';
  await adminDb()
    .doc(`orders/${id}`)
    .set({
      status: over.status ?? 'new',
      createdAt: over.createdAt ?? Timestamp.now(),
      items: items.map((line) => ({ ...line, image: '' })),
      subtotal,
      shipping: 10,
      tax: 0,
      discount: 0,
      bonusDiscount: 0,
      coupon: null,
      total: subtotal + 10,
      tracking: over.tracking ?? null,
      userUid: over.userUid ?? null,
      userEmail: email,
      userName: over.userName ?? 'Casey Collector',
      shippingData: shipping({
        email,
        passportNumber: over.passportNumber ?? `P${uniqueSuffix()}`.slice(0, 20),
      }),
      idempotencyKey: `test-${id}`,
      ...over.extra,
    });
  return id;
}

/** A real checkout (POST /api/orders), so the order is stored exactly as the store makes it. */
export async function placeOrder(
  lines: { id: string; qty: number }[],
  buyer: TestUser | null = null,
): Promise<string> {
  const res = await postOrder(
    { items: lines, shippingData: shippingData() },
    { headers: buyer ? buyer.bearer : {} },
  );
  if (res.status !== 201)
    throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return CreateOrderResponseSchema.parse(res.body).order.id;
}

export async function orderDoc(id: string): Promise<Record<string, unknown>> {
  return (await adminDb().doc(`orders/${id}`).get()).data() ?? {};
}

/** The admin log entries about one target, oldest first. */
export async function logActionsFor(target: string): Promise<{ action: string; actor: string }[]> {
  const snap = await adminDb().collection('logs').where('target', '==', target).get();
  return snap.docs
    .map((doc) => doc.data())
    .sort((a, b) => (a.time as Timestamp).toMillis() - (b.time as Timestamp).toMillis())
    .map((data) => ({ action: String(data.action), actor: String(data.actor) }));
}

/**
 * A call whose answer is text (the CSV export), with the caller's Bearer token if any. The
 * text is decoded keeping a byte order mark, which `Response.text()` would drop.
 */
export async function fetchText(path: string, user: TestUser | null) {
  const res = await fetch(`${baseUrl}${path}`, { headers: user ? user.bearer : {} });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, text };
}
