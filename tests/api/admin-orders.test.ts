import { beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderResponseSchema, AdminOrdersResponseSchema } from '@contract/admin-orders';
import { OrderResponseSchema, OrdersListResponseSchema } from '@contract/account';
import { ErrorBodySchema } from '@contract/common';
import { call, createAccount, seededAdmin, type Answer } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { createProduct, stockOf } from '../support/checkout-fixtures';
import {
  fetchText,
  logActionsFor,
  orderDoc,
  placeOrder,
  storedOrder,
} from '../support/admin-orders-fixtures';

const errorOf = (body: unknown) => ErrorBodySchema.parse(body).error;
const orderOf = (answer: Answer) => AdminOrderResponseSchema.parse(answer.body).order;

let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  [admin, shopper] = await Promise.all([seededAdmin(), createAccount('adm-orders')]);
});

const asAdmin = (method: string, path: string, body?: unknown) =>
  call(method, path, { bearer: admin, body });

describe('access matrix: admin orders, shipments, export, users and logs', () => {
  type Who = 'guest' | 'user' | 'admin';
  const rows: {
    endpoint: string;
    ok: number;
    run: (p: TestUser | null) => Promise<{ status: number }>;
  }[] = [
    {
      endpoint: 'GET /api/admin/orders',
      ok: 200,
      run: (p) => call('GET', '/api/admin/orders', { bearer: p }),
    },
    {
      endpoint: 'GET /api/admin/orders/{id}',
      ok: 200,
      run: async (p) => call('GET', `/api/admin/orders/${await storedOrder()}`, { bearer: p }),
    },
    {
      endpoint: 'PATCH /api/admin/orders/{id}',
      ok: 200,
      run: async (p) =>
        call('PATCH', `/api/admin/orders/${await storedOrder()}`, {
          bearer: p,
          body: { status: 'paid' },
        }),
    },
    {
      endpoint: 'POST /api/admin/notify-tracking',
      ok: 200,
      run: async (p) =>
        call('POST', '/api/admin/notify-tracking', {
          bearer: p,
          body: { orderId: await storedOrder(), code: 'TRK-MATRIX' },
        }),
    },
    {
      endpoint: 'POST /api/admin/demo-order',
      ok: 201,
      run: (p) =>
        call('POST', '/api/admin/demo-order', {
          bearer: p,
          body: { email: `matrix-${uniqueSuffix()}@example.com` },
        }),
    },
    {
      endpoint: 'GET /api/admin/users',
      ok: 200,
      run: (p) => call('GET', '/api/admin/users', { bearer: p }),
    },
    {
      endpoint: 'GET /api/admin/logs',
      ok: 200,
      run: (p) => call('GET', '/api/admin/logs', { bearer: p }),
    },
    {
      endpoint: 'GET /api/admin/export/orders.csv',
      ok: 200,
      run: (p) => fetchText('/api/admin/export/orders.csv', p),
    },
  ];

  it.each(rows.map((row) => [row.endpoint, row] as const))(
    'when a guest, a user and the admin call %s, then 401, 403 and success',
    async (_endpoint, row) => {
      const principals: Record<Who, TestUser | null> = { guest: null, user: shopper, admin };
      const statuses = {} as Record<Who, number>;
      for (const who of ['guest', 'user', 'admin'] as const) {
        statuses[who] = (await row.run(principals[who])).status;
      }
      expect(statuses).toEqual({ guest: 401, user: 403, admin: row.ok });
    },
  );

  it('when a user tries to change an order, then 403 and the order and log stay as they were', async () => {
    const id = await storedOrder();
    const patch = await call('PATCH', `/api/admin/orders/${id}`, {
      bearer: shopper,
      body: { status: 'cancelled' },
    });
    const notify = await call('POST', '/api/admin/notify-tracking', {
      bearer: shopper,
      body: { orderId: id, code: 'SNEAKY' },
    });
    expect([patch.status, notify.status]).toEqual([403, 403]);
    expect(errorOf(patch.body)).toBe('Admin access required');
    const stored = await orderDoc(id);
    expect(stored.status).toBe('new');
    expect(stored.tracking).toBeNull();
    expect(await logActionsFor(id)).toEqual([]);
  });
});

describe('GET /api/admin/orders and /api/admin/orders/{id}', () => {
  it('when the admin lists orders, then newest first and no passport data in the answer', async () => {
    const passport = `PASS${uniqueSuffix()}`;
    const older = await storedOrder({ passportNumber: passport });
    const newer = await storedOrder({ passportNumber: passport });
    const res = await asAdmin('GET', '/api/admin/orders');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const ids = AdminOrdersResponseSchema.parse(res.body).items.map((order) => order.id);
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(passport);
    expect(text).not.toContain('passportNumber');
    expect(text).not.toContain('nationality');
  });

  it('when the admin opens an order, then shipping and passport data, and the view is logged', async () => {
    const passport = `PASS${uniqueSuffix()}`;
    const id = await storedOrder({ passportNumber: passport });
    const res = await asAdmin('GET', `/api/admin/orders/${id}`);
    expect(res.status).toBe(200);
    const order = orderOf(res);
    expect(order.shippingData.passportNumber).toBe(passport);
    expect(order.shippingData.address).toBe('12 Toy Lane');
    expect(await logActionsFor(id)).toEqual([
      { action: 'order.passport_viewed', actor: 'admin@example.com' },
    ]);
  });

  it('when the admin asks for an unknown or malformed id, then 404 or 400 and nothing is logged', async () => {
    const unknown = `missing-${uniqueSuffix()}`;
    const res = await asAdmin('GET', `/api/admin/orders/${unknown}`);
    expect(res.status).toBe(404);
    expect(errorOf(res.body)).toBe('Order not found');
    expect((await asAdmin('GET', '/api/admin/orders/bad.id')).status).toBe(400);
    expect(await logActionsFor(unknown)).toEqual([]);
  });
});

describe('PATCH /api/admin/orders/{id}: validation', () => {
  it.each([
    ['an unknown status', { status: 'lost' }],
    ['no field', {}],
    ['status and tracking together', { status: 'paid', tracking: { code: 'T1' } }],
    ['an empty tracking code', { tracking: { code: '' } }],
    ['a blank tracking code', { tracking: { code: '   ' } }],
    ['a tracking code without its object', { tracking: 'T1' }],
    ['an unknown field', { status: 'paid', note: 'x' }],
  ])(
    'when the body has %s, then 400 and the order, stock and log are unchanged',
    async (_what, body) => {
      const toy = await createProduct({ stock: 10 });
      const id = await placeOrder([{ id: toy, qty: 2 }]);
      const before = await orderDoc(id);
      const res = await asAdmin('PATCH', `/api/admin/orders/${id}`, body);
      expect(res.status).toBe(400);
      expect(await orderDoc(id)).toEqual(before);
      expect(await stockOf(toy)).toBe(8);
      expect((await logActionsFor(id)).map((entry) => entry.action)).toEqual(['order.created']);
    },
  );

  it('when the order does not exist, then 404 for a status and for tracking', async () => {
    const unknown = `missing-${uniqueSuffix()}`;
    const status = await asAdmin('PATCH', `/api/admin/orders/${unknown}`, { status: 'paid' });
    const tracking = await asAdmin('PATCH', `/api/admin/orders/${unknown}`, {
      tracking: { code: 'T1' },
    });
    expect([status.status, tracking.status]).toEqual([404, 404]);
    expect((await adminDb().doc(`orders/${unknown}`).get()).exists).toBe(false);
  });
});

describe('PATCH /api/admin/orders/{id}: status and stock', () => {
  it('when an order is cancelled, then its stock comes back exactly once, and reopening takes it again', async () => {
    const toy = await createProduct({ stock: 10 });
    const id = await placeOrder([{ id: toy, qty: 3 }]);
    expect(await stockOf(toy)).toBe(7);

    const cancel = await asAdmin('PATCH', `/api/admin/orders/${id}`, { status: 'cancelled' });
    expect(cancel.status).toBe(200);
    expect(orderOf(cancel).status).toBe('cancelled');
    expect(await stockOf(toy)).toBe(10);
    expect((await orderDoc(id)).stockReturned).toBe(true);

    const again = await asAdmin('PATCH', `/api/admin/orders/${id}`, { status: 'cancelled' });
    expect(again.status).toBe(200);
    expect(await stockOf(toy)).toBe(10);

    const reopen = await asAdmin('PATCH', `/api/admin/orders/${id}`, { status: 'paid' });
    expect(orderOf(reopen).status).toBe('paid');
    expect(await stockOf(toy)).toBe(7);
    expect((await orderDoc(id)).stockReturned).toBe(false);

    await asAdmin('PATCH', `/api/admin/orders/${id}`, { status: 'shipped' });
    expect(await stockOf(toy)).toBe(7);
    await asAdmin('PATCH', `/api/admin/orders/${id}`, { status: 'cancelled' });
    expect(await stockOf(toy)).toBe(10);

    expect(await logActionsFor(id)).toEqual(
      [
        'order.created',
        'order.status.cancelled',
        'order.status.paid',
        'order.status.shipped',
        'order.status.cancelled',
      ].map((action) => ({
        action,
        actor: action === 'order.created' ? 'guest' : 'admin@example.com',
      })),
    );
  });

  it('when a cancelled order is reopened but a product is short, then 409 naming it and nothing changes', async () => {
    const toy = await createProduct({ title: `Scarce Toy ${uniqueSuffix()}`, stock: 5 });
    const id = await placeOrder([{ id: toy, qty: 4 }]);
    await asAdmin('PATCH', `/api/admin/orders/${id}`, { status: 'cancelled' });
    await adminDb().doc(`products/${toy}`).update({ stock: 2 });
    const res = await asAdmin('PATCH', `/api/admin/orders/${id}`, { status: 'new' });
    expect(res.status).toBe(409);
    const title = String((await adminDb().doc(`products/${toy}`).get()).get('title'));
    expect(errorOf(res.body)).toBe(
      `Not enough stock of '${title}' to reopen this order: only 2 left, 4 needed`,
    );
    expect(await stockOf(toy)).toBe(2);
    const stored = await orderDoc(id);
    expect([stored.status, stored.stockReturned]).toEqual(['cancelled', true]);
  });

  it('when a product of a cancelled order no longer exists, then it is skipped and the others get their stock', async () => {
    const [kept, gone] = await Promise.all([
      createProduct({ stock: 6 }),
      createProduct({ stock: 6 }),
    ]);
    const id = await placeOrder([
      { id: kept, qty: 2 },
      { id: gone, qty: 1 },
    ]);
    await adminDb().doc(`products/${gone}`).delete();
    const res = await asAdmin('PATCH', `/api/admin/orders/${id}`, { status: 'cancelled' });
    expect(res.status).toBe(200);
    expect(await stockOf(kept)).toBe(6);
    expect((await adminDb().doc(`products/${gone}`).get()).exists).toBe(false);
  });

  it('when the admin sets or clears tracking, then it is saved and logged', async () => {
    const id = await storedOrder();
    const saved = await asAdmin('PATCH', `/api/admin/orders/${id}`, {
      tracking: { code: ' TRK-77 ' },
    });
    expect(saved.status).toBe(200);
    expect(orderOf(saved).tracking).toEqual({ code: 'TRK-77' });
    const cleared = await asAdmin('PATCH', `/api/admin/orders/${id}`, { tracking: null });
    expect(orderOf(cleared).tracking).toBeNull();
    expect((await orderDoc(id)).tracking).toBeNull();
    expect((await logActionsFor(id)).map((entry) => entry.action)).toEqual([
      'order.tracking_saved',
      'order.tracking_cleared',
    ]);
  });
});

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
