import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract/common';
import { orderNumberOf } from '@contract/order';
import { OrderLookupResponseSchema } from '@contract/order-lookup';
import { call } from '../support/accounts';
import { createTestUser, sessionCookieFor } from '../support/auth';
import { createProduct, postOrder, shippingData } from '../support/checkout-fixtures';
import { guestAddress } from '../support/client-address';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { clearOfWindowEdge } from '../support/reviews-fixtures';

const lookup = (body: unknown, client = guestAddress()) =>
  call('POST', '/api/orders/lookup', { client, body });

/** Six random characters no order id starts with ('_' is not in Firestore's auto ids). */
const unknownNumber = () => `Z_${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

async function placeGuestOrder(email: string) {
  const toy = await createProduct({ title: 'Lookup Robot', price: 12.5, stock: 5 });
  const res = await postOrder({
    items: [{ id: toy, qty: 2 }],
    shippingData: shippingData({ email }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = (res.body.order as { id: string }).id;
  return { id, number: orderNumberOf(id) };
}

describe('POST /api/orders/lookup', () => {
  it('when a guest gives the number in lower case with # and the e-mail in another case, then 200 with the order and nothing personal', async () => {
    const email = `Casey.Lookup-${uniqueSuffix()}@Example.COM`;
    const { id, number } = await placeGuestOrder(email);

    const res = await lookup({ number: ` #${number.toLowerCase()} `, email: email.toUpperCase() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { order } = OrderLookupResponseSchema.parse(res.body);
    expect(order).toMatchObject({
      number,
      status: 'new',
      items: [{ title: 'Lookup Robot', price: 12.5, qty: 2 }],
      subtotal: 25,
      shipping: 10,
      total: 35,
      trackingCode: null,
      deliverTo: { city: 'Portland', country: 'United States' },
    });
    expect(Object.keys(res.body)).toEqual(['order']);
    expect(Object.keys(order).sort()).toEqual(
      [
        'bonusDiscount',
        'createdAt',
        'deliverTo',
        'discount',
        'items',
        'number',
        'shipping',
        'status',
        'subtotal',
        'tax',
        'total',
        'trackingCode',
      ].sort(),
    );
    const keys = keysOf(res.body);
    for (const personal of [
      'id',
      'email',
      'userEmail',
      'userName',
      'fullName',
      'phone',
      'address',
      'postalCode',
      'notes',
      'shippingData',
      'passportNumber',
      'passportIssueDate',
      'passportIssuedBy',
      'nationality',
    ]) {
      expect(keys).not.toContain(personal);
    }
    const text = JSON.stringify(res.body);
    for (const value of [id, 'X1234567', '12 Toy Lane', '97201', '503 555', 'Casey']) {
      expect(text).not.toContain(value);
    }
  });

  it('stores the contact e-mail lower-cased (and the guest order’s userEmail with it)', async () => {
    const email = `Mixed.Case-${uniqueSuffix()}@Example.COM`;
    const { id } = await placeGuestOrder(email);
    const stored = (await adminDb().doc(`orders/${id}`).get()).data();
    expect(stored?.shippingData).toMatchObject({ email: email.toLowerCase() });
    expect(stored?.userEmail).toBe(email.toLowerCase());
  });

  it('when the e-mail is wrong or the number unknown, then the same 404 body for both', async () => {
    const email = `right-${uniqueSuffix()}@example.com`;
    const { number } = await placeGuestOrder(email);

    const wrongEmail = await lookup({ number, email: `wrong-${uniqueSuffix()}@example.com` });
    const unknown = await lookup({ number: unknownNumber(), email });
    for (const res of [wrongEmail, unknown]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Order not found' });
      expect(res.headers.get('cache-control')).toContain('no-store');
    }
  });

  it('when the number or e-mail is malformed, then 400 with a sentence the form can show', async () => {
    const email = 'casey@example.com';
    for (const number of ['AB12', '#ABC1234', 'abc 12', '']) {
      const res = await lookup({ number, email });
      expect(res.status).toBe(400);
      expect(ErrorBodySchema.parse(res.body).error).toBe(
        'Please enter the 6-character order number',
      );
    }
    const noEmail = await lookup({ number: 'ABC123', email: 'not an address' });
    expect(noEmail.status).toBe(400);
    expect(ErrorBodySchema.parse(noEmail.body).error).toBe('Please enter a valid e-mail');
    expect((await lookup({ number: 'ABC123' })).status).toBe(400);
    expect((await lookup({ number: 'ABC123', email, extra: 1 })).status).toBe(400);
  });

  it('when an account’s order is looked up by the account e-mail or the contact e-mail, then it is found', async () => {
    const user = await createTestUser('lookup');
    const contact = `Contact-${uniqueSuffix()}@Example.com`;
    const toy = await createProduct({ price: 8 });
    const placed = await postOrder(
      { items: [{ id: toy, qty: 1 }], shippingData: shippingData({ email: contact }) },
      { headers: user.bearer },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = (placed.body.order as { id: string }).id;
    const number = orderNumberOf(id);

    const byAccount = await lookup({ number, email: user.email.toUpperCase() });
    expect(byAccount.status, JSON.stringify(byAccount.body)).toBe(200);
    expect(OrderLookupResponseSchema.parse(byAccount.body).order).toMatchObject({
      number,
      total: 18,
    });
    expect((await lookup({ number, email: contact })).status).toBe(200);

    const stored = (await adminDb().doc(`orders/${id}`).get()).data();
    expect(stored?.userEmail).toBe(user.email.toLowerCase());
    expect(stored?.shippingData).toMatchObject({ email: contact.toLowerCase() });
  });

  it('when an older order kept the e-mail as typed, then it is still found, with its tracking code', async () => {
    const id = `${Math.random().toString(36).slice(2, 8)}old${uniqueSuffix()}`;
    const typed = `Old.Typed-${uniqueSuffix()}@Example.com`;
    await adminDb()
      .doc(`orders/${id}`)
      .set({
        status: 'shipped',
        createdAt: Timestamp.now(),
        items: [{ id: 'toy-old', title: 'Old Toy', price: 15, qty: 1, images: ['/img/o.svg'] }],
        subtotal: 15,
        shipping: 10,
        tax: 0,
        discount: 0,
        bonusDiscount: 0,
        coupon: null,
        total: 25,
        tracking: { code: 'LX000111222CN' },
        userUid: null,
        userEmail: typed,
        userName: 'Old Buyer',
        shippingData: shippingData({ email: typed }),
        idempotencyKey: `test-${id}`,
        number: orderNumberOf(id),
      });

    const res = await lookup({ number: orderNumberOf(id), email: typed.toLowerCase() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(OrderLookupResponseSchema.parse(res.body).order).toMatchObject({
      status: 'shipped',
      trackingCode: 'LX000111222CN',
      items: [{ title: 'Old Toy', image: '/img/o.svg' }],
    });
  });

  it('when a signed-in browser sends it from another site with the session cookie, then 403', async () => {
    const user = await createTestUser('lookup-csrf');
    const { cookie } = await sessionCookieFor(user);
    const res = await call('POST', '/api/orders/lookup', {
      cookie,
      origin: 'https://evil.example',
      body: { number: 'ABC123', email: user.email },
    });
    expect(res.status).toBe(403);
  });
});

describe('POST /api/orders/lookup: rate limit', () => {
  beforeEach(async () => {
    await clearOfWindowEdge(600_000, 60_000);
  }, 90_000);

  it('when one order number gets a 21st lookup in the window, from many addresses, then 429 even with the right e-mail; another number is not limited', async () => {
    const email = `limited-${uniqueSuffix()}@example.com`;
    const { number } = await placeGuestOrder(email);
    const other = await placeGuestOrder(`other-${uniqueSuffix()}@example.com`);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const wrongEmail = `guess-${String(i)}-${uniqueSuffix()}@example.com`;
      statuses.push((await lookup({ number, email: wrongEmail })).status);
    }
    expect(statuses).toEqual(Array<number>(20).fill(404));

    const limited = await lookup({ number: `#${number.toLowerCase()}`, email });
    expect(limited.status).toBe(429);
    expect(ErrorBodySchema.parse(limited.body).error).toBe('Too many requests, try again later');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const stranger = await lookup({ number: other.number, email: 'nobody@example.com' });
    expect(stranger.status).toBe(404);
  }, 120_000);
});
