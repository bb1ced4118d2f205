import { Timestamp } from 'firebase-admin/firestore';
import type { Coupon } from '@contract/coupon';
import type { ShippingDataInput } from '@contract/checkout';
import { clientHeader } from './client-address';
import { adminDb, baseUrl, uniqueSuffix } from './emulators';

/** Test data for checkout: every test makes its own products, coupons and keys. */

export async function createProduct(
  over: { title?: string; price?: number; stock?: number } = {},
): Promise<string> {
  const suffix = uniqueSuffix();
  const id = `prd-co-${suffix}`;
  await adminDb()
    .doc(`products/${id}`)
    .set({
      slug: `checkout-toy-${suffix}`,
      title: over.title ?? `Checkout Toy ${suffix}`,
      price: over.price ?? 20,
      stock: over.stock ?? 10,
      tags: ['Test'],
      images: [`/img/seed/${id}.svg`],
      description: 'Made by the checkout tests.',
      specs: {},
    });
  return id;
}

/**
 * Stored as the seed stores coupons: `coupons/{CODE}`, `expiresAt` a Timestamp or null, and
 * `assignedEmails` the lower-cased copy of `assignedTo` (left out with `assignedEmails: false`,
 * as coupons stored before the field existed are).
 */
export async function createCoupon(
  over: Partial<Coupon> = {},
  { assignedEmails = true }: { assignedEmails?: boolean } = {},
): Promise<string> {
  const code = over.code ?? `T${uniqueSuffix().toUpperCase()}`;
  const coupon: Coupon = {
    code,
    type: 'percent',
    value: 10,
    expiresAt: null,
    maxUses: null,
    uses: 0,
    assignedTo: [],
    isGlobal: true,
    title: 'Test coupon',
    isHidden: false,
    ...over,
  };
  await adminDb()
    .doc(`coupons/${code}`)
    .set({
      ...coupon,
      ...(assignedEmails && {
        assignedEmails: [...new Set(coupon.assignedTo.map((e) => e.trim().toLowerCase()))],
      }),
      expiresAt: coupon.expiresAt === null ? null : Timestamp.fromDate(new Date(coupon.expiresAt)),
    });
  return code;
}

export const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
export const nextYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString();

/**
 * Valid shipping details. The contact e-mail is new on every call unless given: a guest's (or
 * an unverified account's) orders are unconfirmed and capped per contact e-mail (issue 21), so
 * tests of this run never share one. A retry that must replay builds its body once.
 */
export const shippingData = (over: Partial<ShippingDataInput> = {}): ShippingDataInput => ({
  fullName: 'Casey Collector',
  email: `casey-${uniqueSuffix()}@example.com`,
  phone: '+1 503 555 0100',
  address: '12 Toy Lane',
  city: 'Portland',
  country: 'United States',
  state: 'Oregon',
  postalCode: '97201',
  notes: '',
  passportNumber: 'X1234567',
  passportIssueDate: '2020-05-01',
  passportIssuedBy: 'U.S. Department of State',
  nationality: 'American',
  ...over,
});

export const newKey = () => `test-${uniqueSuffix()}`;

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** A fresh client address per call unless `headers` name one (`clientHeader(address)`). */
async function post(path: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...clientHeader(), ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    headers: res.headers,
  };
}

export const postQuote = (body: unknown, headers: Record<string, string> = {}) =>
  post('/api/checkout/quote', body, headers);

/** POST /api/orders with a fresh Idempotency-Key unless one is given (`key: null` sends none). */
export function postOrder(
  body: unknown,
  options: { key?: string | null; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const key = options.key === undefined ? newKey() : options.key;
  const headers: Record<string, string> = { ...options.headers };
  if (key !== null) headers['idempotency-key'] = key;
  return post('/api/orders', body, headers);
}

export const postUseCoupon = (body: unknown, headers: Record<string, string> = {}) =>
  post('/api/coupons/use', body, headers);

export async function stockOf(productId: string): Promise<unknown> {
  return (await adminDb().doc(`products/${productId}`).get()).get('stock');
}

export async function usesOf(code: string): Promise<unknown> {
  return (await adminDb().doc(`coupons/${code}`).get()).get('uses');
}

export async function ordersWithKey(key: string): Promise<number> {
  return (await adminDb().collection('orders').where('idempotencyKey', '==', key).get()).size;
}
