import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { OrderResponseSchema, OrdersListResponseSchema } from '@contract/account';
import { ErrorBodySchema } from '@contract/common';
import { call, createOrder, createOrderOf, seededAdmin, startSession } from '../support/accounts';
import { createTestUser } from '../support/auth';

const errorOf = (body: unknown) => ErrorBodySchema.parse(body).error;
const minutesAgo = (minutes: number) => Timestamp.fromMillis(Date.now() - minutes * 60_000);
const idsOf = (body: unknown) => OrdersListResponseSchema.parse(body).items.map((o) => o.id);

describe('GET /api/orders', () => {
  it('when a user lists orders, then only their own, newest first, never cached', async () => {
    const [user, other] = await Promise.all([
      createTestUser('lister'),
      createTestUser('neighbour'),
    ]);
    const older = await createOrderOf(user, { createdAt: minutesAgo(30) });
    const newer = await createOrderOf(user, { createdAt: minutesAgo(1) });
    await createOrderOf(other);
    const res = await call('GET', '/api/orders', { bearer: user });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([newer, older]);
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    const cookie = await startSession(user);
    expect(idsOf((await call('GET', '/api/orders', { cookie })).body)).toEqual([newer, older]);
  });

  it('when a user names their own e-mail (any case), then their orders; another e-mail, then 403', async () => {
    const [user, other] = await Promise.all([createTestUser('byemail'), createTestUser('nosy')]);
    const order = await createOrderOf(user);
    const own = await call(
      'GET',
      `/api/orders?email=${encodeURIComponent(user.email.toUpperCase())}`,
      {
        bearer: user,
      },
    );
    expect(own.status).toBe(200);
    expect(idsOf(own.body)).toEqual([order]);
    const foreign = await call('GET', `/api/orders?email=${encodeURIComponent(user.email)}`, {
      bearer: other,
    });
    expect(foreign.status).toBe(403);
    expect(errorOf(foreign.body)).toBe('You can only see your own orders');
  });

  it('when an admin names an e-mail, then every order placed with it, the guest ones too', async () => {
    const user = await createTestUser('adminview');
    const accountOrder = await createOrderOf(user, { createdAt: minutesAgo(5) });
    const guestOrder = await createOrder({
      userEmail: user.email.toUpperCase(),
      createdAt: minutesAgo(2),
    });
    const admin = await seededAdmin();
    const res = await call('GET', `/api/orders?email=${encodeURIComponent(user.email)}`, {
      bearer: admin,
    });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([guestOrder, accountOrder]);
  });

  it('when a guest lists orders, then 401', async () => {
    const res = await call('GET', '/api/orders');
    expect(res.status).toBe(401);
    expect(errorOf(res.body)).toBe('Sign in required');
  });
});

describe('GET /api/orders/{id}', () => {
  it('when the owner or an admin asks, then the order; anyone else gets the 404 of a missing id', async () => {
    const [user, other] = await Promise.all([createTestUser('owner'), createTestUser('prober')]);
    const id = await createOrderOf(user);
    const mine = await call('GET', `/api/orders/${id}`, { bearer: user });
    expect(mine.status).toBe(200);
    const { order } = OrderResponseSchema.parse(mine.body);
    expect(order).toMatchObject({ id, total: 50, userEmail: user.email, status: 'new' });
    expect(order.shippingData.passportNumber).toBe('X1234567');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');

    const admin = await seededAdmin();
    expect((await call('GET', `/api/orders/${id}`, { bearer: admin })).status).toBe(200);

    for (const path of [
      `/api/orders/${id}`,
      '/api/orders/no-such-order',
      '/api/orders/bad%20id!',
    ]) {
      const res = await call('GET', path, { bearer: other });
      expect(res.status, path).toBe(404);
      expect(errorOf(res.body)).toBe('Order not found');
    }
  });

  it("when a guest order is asked for by a signed-in user, then 404 (it is nobody's to show)", async () => {
    const user = await createTestUser('guestprobe');
    const id = await createOrder({ userEmail: 'someone@example.com' });
    expect((await call('GET', `/api/orders/${id}`, { bearer: user })).status).toBe(404);
    expect((await call('GET', `/api/orders/${id}`)).status).toBe(401);
  });
});
