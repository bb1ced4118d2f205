import { Timestamp } from 'firebase-admin/firestore';
import type { ShippingData } from '@contract/order';
import { adminAuth, signIn, type TestUser } from './auth';
import { clientHeader } from './client-address';
import { adminDb, baseUrl, uniqueSuffix } from './emulators';

/** Calls and data for the accounts tests: sessions, profiles, orders of an account. */

/** The store's own origin, as a browser on its pages names it. */
export const storeOrigin = new URL(baseUrl).origin;

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
  /** The raw `Set-Cookie` lines (fetch keeps no cookies: tests send `Cookie` themselves). */
  setCookies: string[];
}

export interface CallOptions {
  /** Sends `Authorization: Bearer <ID token>`. */
  bearer?: TestUser | null;
  /** A whole `Cookie` header value, e.g. `__session=...`. */
  cookie?: string | null;
  /** `Origin` header; defaults to the store's own when a cookie is sent. `null` sends none. */
  origin?: string | null;
  referer?: string;
  body?: unknown;
  /** The caller's address (`guestAddress()`); by default a fresh one per call. */
  client?: string;
  /** Further headers, sent last (an invented `x-forwarded-for`, an `idempotency-key`). */
  headers?: Record<string, string>;
}

/** One call to the API through Hosting, as a browser (or a test acting as one) makes it. */
export async function call(method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = clientHeader(options.client);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.bearer) headers.authorization = options.bearer.bearer.authorization;
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined && options.cookie ? storeOrigin : options.origin;
  if (origin) headers.origin = origin;
  if (options.referer) headers.referer = options.referer;
  Object.assign(headers, options.headers);
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>,
    headers: res.headers,
    setCookies: res.headers.getSetCookie(),
  } satisfies Answer;
}

/** The `__session=<value>` pair a `Set-Cookie` line sets, or null. */
export function sessionPair(setCookies: string[]): string | null {
  const line = setCookies.find((cookie) => cookie.startsWith('__session='));
  return line ? (line.split(';')[0] ?? null) : null;
}

/** Signs the user in to the server (POST firebase-login) and returns their `Cookie` header. */
export async function startSession(user: TestUser): Promise<string> {
  const res = await call('POST', '/api/auth/firebase-login', { body: { idToken: user.idToken } });
  const pair = sessionPair(res.setCookies);
  if (res.status !== 200 || !pair) throw new Error(`firebase-login failed: ${res.status}`);
  return pair;
}

/** The seeded admin (admin@example.com, on ADMIN_EMAILS locally), freshly signed in. */
export async function seededAdmin(): Promise<TestUser> {
  const email = 'admin@example.com';
  const { uid, displayName } = await adminAuth().getUserByEmail(email);
  const idToken = await signIn(email, 'admin123');
  return {
    uid,
    email,
    name: displayName ?? '',
    idToken,
    bearer: { authorization: `Bearer ${idToken}` },
  };
}

export const shipping = (over: Partial<ShippingData> = {}): ShippingData => ({
  fullName: 'Casey Collector',
  email: 'casey@example.com',
  phone: '+1 503 555 0100',
  country: 'United States',
  address: '12 Toy Lane',
  city: 'Portland',
  state: 'Oregon',
  postalCode: '97201',
  notes: 'Leave at the door',
  passportNumber: 'X1234567',
  passportIssueDate: '2020-05-01',
  passportIssuedBy: 'U.S. Department of State',
  nationality: 'American',
  ...over,
});

/** An order as the order transaction stores one; returns its id. */
export async function createOrder(
  over: {
    userUid?: string | null;
    userEmail?: string;
    userName?: string;
    createdAt?: Timestamp;
    total?: number;
  } = {},
): Promise<string> {
  const id = `ord-acct-${uniqueSuffix()}`;
  const total = over.total ?? 50;
  await adminDb()
    .doc(`orders/${id}`)
    .set({
      status: 'new',
      createdAt: over.createdAt ?? Timestamp.now(),
      items: [{ id: 'toy-robot', title: 'Robot', price: total - 10, qty: 1, image: '/img/r.svg' }],
      subtotal: total - 10,
      shipping: 10,
      tax: 0,
      discount: 0,
      bonusDiscount: 0,
      coupon: null,
      total,
      tracking: { code: 'TRK123' },
      userUid: over.userUid ?? null,
      userEmail: over.userEmail ?? 'casey@example.com',
      userName: over.userName ?? 'Casey Collector',
      shippingData: shipping({ email: over.userEmail ?? 'casey@example.com' }),
      idempotencyKey: `test-${id}`,
    });
  return id;
}

/** An order of the user's account. */
export const createOrderOf = (user: TestUser, over: { createdAt?: Timestamp } = {}) =>
  createOrder({ userUid: user.uid, userEmail: user.email, userName: user.name, ...over });

/** A fresh account whose password the test knows (for POST /api/auth/login), signed in. */
export async function createAccount(label: string): Promise<TestUser & { password: string }> {
  const suffix = uniqueSuffix();
  const email = `${label}-${suffix}@example.com`;
  const name = `Test ${label} ${suffix}`;
  const password = `pw-${suffix}`;
  const { uid } = await adminAuth().createUser({ email, password, displayName: name });
  const idToken = await signIn(email, password);
  return { uid, email, name, password, idToken, bearer: { authorization: `Bearer ${idToken}` } };
}

/**
 * Waits into the next whole second. Revocation is recorded in whole seconds and a session
 * whose sign-in falls in the same second as the revocation still counts as valid (Firebase's
 * rule), so a test that revokes must not do it in the second it signed in.
 */
export async function nextSecond(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1050 - (Date.now() % 1000)));
}

/** The seeded admin as the server sees it, for tests that call services in process. */
export const seededAdminSession = {
  uid: 'admin',
  email: 'admin@example.com',
  name: '',
  emailVerified: true,
  role: 'admin',
} as const;
