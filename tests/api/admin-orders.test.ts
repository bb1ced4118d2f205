import { beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderResponseSchema, AdminOrdersResponseSchema } from '@contract/admin-orders';
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

  it('when the admin changes an order or saves its tracking, then the answer carries no passport data and no passport view is logged', async () => {
    const passport = `PASS${uniqueSuffix()}`;
    const id = await storedOrder({ passportNumber: passport });
    const changed = await asAdmin('PATCH', `/api/admin/orders/${id}`, { status: 'paid' });
    const tracked = await asAdmin('POST', '/api/admin/notify-tracking', {
      orderId: id,
      code: `TRK${uniqueSuffix()}`,
    });
    for (const answer of [changed, tracked]) {
      expect(answer.status).toBe(200);
      const { shippingData } = orderOf(answer);
      expect(shippingData.address).toBe('12 Toy Lane');
      expect(shippingData).toMatchObject({
        passportNumber: '',
        passportIssueDate: '',
        passportIssuedBy: '',
        nationality: '',
      });
      expect(JSON.stringify(answer.body)).not.toContain(passport);
    }
    const actions = (await logActionsFor(id)).map((entry) => entry.action);
    expect(actions).not.toContain('order.passport_viewed');
    expect((await orderDoc(id)).shippingData).toMatchObject({ passportNumber: passport });
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
