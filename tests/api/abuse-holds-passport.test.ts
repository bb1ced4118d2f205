import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { OrderResponseSchema, OrdersListResponseSchema } from '@contract/account';
import { AdminOrdersResponseSchema } from '@contract/admin-orders';
import { call, createOrder, createOrderOf, seededAdmin } from '../support/accounts';
import { logActionsFor, storedOrder } from '../support/admin-orders-fixtures';
import { createTestUser } from '../support/auth';
import { adminDb } from '../support/emulators';

// Issue 12: passport access through the customer order routes is always logged (point 5),
// and admins see when an unpaid order's hold ends (point 4). Over HTTP.

const viewedBy = (actor: string) => ({ action: 'order.passport_viewed', actor });
const ADMIN = 'admin@example.com';
const HOLD_MS = 72 * 3_600_000;

describe('passport views through /api/orders are logged for everyone but the owner', () => {
  it('when an admin opens a customer order by id, then one passport view is logged before the answer', async () => {
    const [customer, admin] = await Promise.all([createTestUser('pp-owner'), seededAdmin()]);
    const id = await createOrderOf(customer);
    const res = await call('GET', `/api/orders/${id}`, { bearer: admin });
    expect(res.status).toBe(200);
    expect(OrderResponseSchema.parse(res.body).order.shippingData.passportNumber).toBe('X1234567');
    expect(await logActionsFor(id)).toEqual([viewedBy(ADMIN)]);
  });

  it('when the owner opens or lists their own order, then nothing is logged', async () => {
    const customer = await createTestUser('pp-self');
    const id = await createOrderOf(customer);
    expect((await call('GET', `/api/orders/${id}`, { bearer: customer })).status).toBe(200);
    const own = await call('GET', '/api/orders', { bearer: customer });
    const byEmail = await call('GET', `/api/orders?email=${encodeURIComponent(customer.email)}`, {
      bearer: customer,
    });
    expect(OrdersListResponseSchema.parse(own.body).items.map((o) => o.id)).toEqual([id]);
    expect(OrdersListResponseSchema.parse(byEmail.body).items.map((o) => o.id)).toEqual([id]);
    expect(await logActionsFor(id)).toEqual([]);
  });

  it('when an admin lists orders by e-mail, then one passport view is logged per order shown', async () => {
    const [customer, admin] = await Promise.all([createTestUser('pp-list'), seededAdmin()]);
    const accountOrder = await createOrderOf(customer);
    const guestOrder = await createOrder({ userEmail: customer.email });
    const res = await call('GET', `/api/orders?email=${encodeURIComponent(customer.email)}`, {
      bearer: admin,
    });
    expect(res.status).toBe(200);
    const shown = OrdersListResponseSchema.parse(res.body).items.map((o) => o.id);
    expect(shown.sort()).toEqual([accountOrder, guestOrder].sort());
    expect(await logActionsFor(accountOrder)).toEqual([viewedBy(ADMIN)]);
    expect(await logActionsFor(guestOrder)).toEqual([viewedBy(ADMIN)]);
  });

  it('when an admin opens an order without passport data, then there is no passport view to log', async () => {
    const admin = await seededAdmin();
    const id = await createOrder({ userEmail: 'no-passport@example.com' });
    await adminDb().doc(`orders/${id}`).update({
      'shippingData.passportNumber': '',
      'shippingData.passportIssueDate': '',
      'shippingData.passportIssuedBy': '',
      'shippingData.nationality': '',
    });
    expect((await call('GET', `/api/orders/${id}`, { bearer: admin })).status).toBe(200);
    expect(await logActionsFor(id)).toEqual([]);
  });
});

describe('admins see when an unpaid hold ends', () => {
  it('when an order is new, then the admin list says its hold ends 72 hours after it was placed; paid and demo orders have none', async () => {
    const admin = await seededAdmin();
    const placed = Timestamp.fromMillis(Date.now() - 60_000);
    const [fresh, paid, demo] = await Promise.all([
      storedOrder({ createdAt: placed }),
      storedOrder({ createdAt: placed, status: 'paid' }),
      storedOrder({ createdAt: placed, extra: { demo: true } }),
    ]);
    const res = await call('GET', '/api/admin/orders', { bearer: admin });
    expect(res.status).toBe(200);
    const items = AdminOrdersResponseSchema.parse(res.body).items;
    const holdOf = (id: string) => items.find((o) => o.id === id)?.holdExpiresAt;
    expect(holdOf(fresh)).toBe(new Date(placed.toMillis() + HOLD_MS).toISOString());
    expect(holdOf(paid)).toBeNull();
    expect(holdOf(demo)).toBeNull();
    // Sent by the server, not filled in by the schema's default.
    const raw = (res.body as { items: Record<string, unknown>[] }).items.find(
      (o) => o.id === fresh,
    );
    expect(raw?.holdExpiresAt).toBe(holdOf(fresh));
  });
});
