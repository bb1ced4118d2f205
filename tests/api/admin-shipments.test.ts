// Shipments: saving tracking numbers (by full id or short number) and demo orders.
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderResponseSchema, AdminOrdersResponseSchema } from '@contract/admin-orders';
import { OrderResponseSchema, OrdersListResponseSchema } from '@contract/account';
import { ErrorBodySchema } from '@contract/common';
import { call, createAccount, seededAdmin, type Answer } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { createProduct, stockOf } from '../support/checkout-fixtures';
import { logActionsFor, orderDoc, placeOrder, storedOrder } from '../support/admin-orders-fixtures';

const errorOf = (body: unknown) => ErrorBodySchema.parse(body).error;
const orderOf = (answer: Answer) => AdminOrderResponseSchema.parse(answer.body).order;

let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  [admin, shopper] = await Promise.all([seededAdmin(), createAccount('adm-shipments')]);
});

const asAdmin = (method: string, path: string, body?: unknown) =>
  call(method, path, { bearer: admin, body });

describe('POST /api/admin/notify-tracking', () => {
  it('when the admin saves tracking by the short number, then the order moves to with-tracking and the customer sees it', async () => {
    const toy = await createProduct({ stock: 5 });
    const id = await placeOrder([{ id: toy, qty: 1 }], shopper);
    const listed = async () =>
      AdminOrdersResponseSchema.parse((await asAdmin('GET', '/api/admin/orders')).body).items.find(
        (order) => order.id === id,
      );
    expect((await listed())?.tracking).toBeNull();

    const code = `TRK-${uniqueSuffix()}`;
    const number = id.slice(0, 6);
    const res = await asAdmin('POST', '/api/admin/notify-tracking', {
      orderId: `#${number.toLowerCase()}`,
      code,
    });
    expect(res.status).toBe(200);
    expect(orderOf(res)).toMatchObject({ id, tracking: { code } });
    expect((await listed())?.tracking).toEqual({ code });

    const customer = await call('GET', `/api/orders/${id}`, { bearer: shopper });
    expect(OrderResponseSchema.parse(customer.body).order.tracking).toEqual({ code });
    const mine = OrdersListResponseSchema.parse(
      (await call('GET', '/api/orders', { bearer: shopper })).body,
    );
    expect(mine.items.find((order) => order.id === id)?.tracking).toEqual({ code });
    expect((await logActionsFor(id)).map((entry) => entry.action)).toContain(
      'order.tracking_saved',
    );
  });

  it('when the short number is given without # in upper case, or the full id, then the order is found', async () => {
    const toy = await createProduct({ stock: 5 });
    const id = await placeOrder([{ id: toy, qty: 1 }]);
    const bare = await asAdmin('POST', '/api/admin/notify-tracking', {
      orderId: id.slice(0, 6).toUpperCase(),
      code: 'TRK-A',
    });
    expect(orderOf(bare).tracking).toEqual({ code: 'TRK-A' });
    const full = await asAdmin('POST', '/api/admin/notify-tracking', {
      orderId: id,
      code: 'TRK-B',
    });
    expect(orderOf(full).tracking).toEqual({ code: 'TRK-B' });
  });

  it('when two orders share the short number, then 409 asking for the full id, and nothing changes', async () => {
    const prefix = uniqueSuffix().slice(-6);
    const number = prefix.toUpperCase();
    const [one, two] = await Promise.all([
      storedOrder({ id: `${prefix}-one-${uniqueSuffix()}`, extra: { number } }),
      storedOrder({ id: `${prefix}-two-${uniqueSuffix()}`, extra: { number } }),
    ]);
    const res = await asAdmin('POST', '/api/admin/notify-tracking', {
      orderId: `#${prefix}`,
      code: 'TRK-AMBIG',
    });
    expect(res.status).toBe(409);
    expect(errorOf(res.body)).toBe(`Several orders match #${number}; use the full order id`);
    expect([(await orderDoc(one)).tracking, (await orderDoc(two)).tracking]).toEqual([null, null]);
  });

  it.each([
    ['no order code', () => ({ code: 'TRK-1' }), 400],
    ['an empty order code', () => ({ orderId: '  ', code: 'TRK-1' }), 400],
    ['no tracking number', (number: string) => ({ orderId: `#${number}` }), 400],
    ['an empty tracking number', (number: string) => ({ orderId: `#${number}`, code: '' }), 400],
    ['an order code nobody has', () => ({ orderId: '#ZZ-9_Q', code: 'T' }), 404],
  ])('when the request has %s, then %i and no order changes', async (_what, body, status) => {
    const number = `Q${uniqueSuffix().slice(-5)}`.toUpperCase();
    const id = await storedOrder({ extra: { number } });
    const res = await asAdmin('POST', '/api/admin/notify-tracking', body(number));
    expect(res.status).toBe(status);
    expect((await orderDoc(id)).tracking).toBeNull();
    expect(await logActionsFor(id)).toEqual([]);
  });
});

describe('POST /api/admin/demo-order', () => {
  it("when the admin makes a demo order for a user's e-mail, then it is theirs, priced like an order, and takes no stock", async () => {
    const user = await createAccount('demo-buyer');
    // The demo order takes the products with the most stock: this one, which no other test touches.
    const toy = await createProduct({ title: 'Demo Giant', stock: 9_000_000, price: 12.5 });
    const res = await asAdmin('POST', '/api/admin/demo-order', { email: user.email.toUpperCase() });
    expect(res.status).toBe(201);
    const order = orderOf(res);
    expect(order).toMatchObject({
      status: 'new',
      shipping: 10,
      tracking: null,
      userEmail: user.email,
    });
    expect(order.items.length).toBeGreaterThanOrEqual(1);
    expect(order.items.length).toBeLessThanOrEqual(2);
    expect(order.items[0]).toMatchObject({ id: toy, qty: 1, price: 12.5 });
    const subtotal = order.items.reduce((sum, line) => sum + line.price * line.qty, 0);
    expect(order.subtotal).toBeCloseTo(subtotal, 2);
    expect(order.total).toBeCloseTo(subtotal + 10, 2);
    expect(order.shippingData).toMatchObject({
      email: user.email,
      passportNumber: '',
      passportIssueDate: '',
      passportIssuedBy: '',
      nationality: '',
    });
    expect(await stockOf(toy)).toBe(9_000_000);

    const stored = await orderDoc(order.id);
    expect(stored).toMatchObject({
      demo: true,
      userUid: user.uid,
      number: order.id.slice(0, 6).toUpperCase(),
    });
    const mine = OrdersListResponseSchema.parse(
      (await call('GET', '/api/orders', { bearer: user })).body,
    );
    expect(mine.items.map((o) => o.id)).toContain(order.id);
    expect(await logActionsFor(order.id)).toEqual([
      { action: 'order.demo_created', actor: 'admin@example.com' },
    ]);

    // It never took stock, so cancelling it gives none back.
    await asAdmin('PATCH', `/api/admin/orders/${order.id}`, { status: 'cancelled' });
    expect(await stockOf(toy)).toBe(9_000_000);
    await adminDb().doc(`products/${toy}`).update({ stock: 0 });
  });

  it('when the e-mail has no account, then a guest demo order with that e-mail', async () => {
    const email = `nobody-${uniqueSuffix()}@example.com`;
    const res = await asAdmin('POST', '/api/admin/demo-order', { email });
    expect(res.status).toBe(201);
    const order = orderOf(res);
    expect(order.userEmail).toBe(email);
    expect((await orderDoc(order.id)).userUid).toBeNull();
  });

  it.each([
    ['no e-mail', () => ({}), () => null],
    ['an empty e-mail', () => ({ email: '' }), () => ''],
    ['a malformed e-mail', (t: string) => ({ email: `bad-${t}` }), (t: string) => `bad-${t}`],
    [
      'an extra field',
      (t: string) => ({ email: `extra-${t}@example.com`, status: 'paid' }),
      (t: string) => `extra-${t}@example.com`,
    ],
  ])('when the body has %s, then 400 and no order is made', async (_what, body, emailOf) => {
    const token = uniqueSuffix();
    const res = await asAdmin('POST', '/api/admin/demo-order', body(token));
    expect(res.status).toBe(400);
    const email = emailOf(token);
    if (email === null) return;
    const made = await adminDb()
      .collection('orders')
      .where('demo', '==', true)
      .where('userEmail', '==', email)
      .get();
    expect(made.empty).toBe(true);
  });
});
