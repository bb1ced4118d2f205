import { beforeAll, describe, expect, it } from 'vitest';
import { AdminProductResponseSchema } from '@contract/admin-catalog';
import { CreateOrderResponseSchema } from '@contract/checkout';
import { ErrorBodySchema } from '@contract/common';
import { ProductResponseSchema } from '@contract/product';
import { call, createAccount, seededAdmin } from '../support/accounts';
import { adminAuth, signIn, type TestUser } from '../support/auth';
import { adminDb } from '../support/emulators';
import { createProduct, postOrder, shippingData, stockOf } from '../support/checkout-fixtures';
import { forwardedFor, guestAddress } from '../support/reviews-fixtures';

// Issue 12, point 3: purchase limits of limited drops (maxPerOrder, maxPerCustomer).

let admin: TestUser;

beforeAll(async () => {
  admin = await seededAdmin();
});

const errorOf = (body: unknown) => ErrorBodySchema.parse(body).error;

/** A fresh account of this test whose e-mail is verified, with a token that says so. */
async function verifiedAccount(label: string): Promise<TestUser> {
  const account = await createAccount(label);
  await adminAuth().updateUser(account.uid, { emailVerified: true });
  const idToken = await signIn(account.email, account.password);
  return { ...account, idToken, bearer: { authorization: `Bearer ${idToken}` } };
}

/** A product of this test with the given limits, stored as an admin's PATCH stores them. */
async function limitedProduct(limits: { maxPerOrder?: number; maxPerCustomer?: number }) {
  const id = await createProduct({
    title: `Limited Drop ${Math.random().toString(36).slice(2, 8)}`,
    stock: 20,
  });
  await adminDb().doc(`products/${id}`).update(limits);
  const title = (await adminDb().doc(`products/${id}`).get()).get('title') as string;
  return { id, title };
}

/** POST /api/orders as this buyer (a guest gets an address of its own, as rate limits count). */
const order = (id: string, qty: number, buyer: TestUser | null) =>
  postOrder(
    { items: [{ id, qty }], shippingData: shippingData() },
    { headers: buyer ? buyer.bearer : { 'x-forwarded-for': forwardedFor(guestAddress()) } },
  );

const unitsCounted = async (productId: string, uid: string): Promise<unknown> =>
  (await adminDb().doc(`purchaseCounts/${productId}_${uid}`).get()).get('units');

const ordersOf = async (uid: string) =>
  (await adminDb().collection('orders').where('userUid', '==', uid).get()).size;

const setStatus = (id: string, status: string) =>
  call('PATCH', `/api/admin/orders/${id}`, { bearer: admin, body: { status } });

describe('purchase limits at checkout', () => {
  it('when an order holds more than maxPerOrder, then 409 names the product and the limit and nothing is written', async () => {
    const buyer = await verifiedAccount('limit-order');
    const drop = await limitedProduct({ maxPerOrder: 2 });
    const res = await order(drop.id, 3, buyer);
    expect(res.status).toBe(409);
    expect(errorOf(res.body)).toBe(`'${drop.title}' is limited to 2 per order`);
    expect(await stockOf(drop.id)).toBe(20);
    expect(await ordersOf(buyer.uid)).toBe(0);
    expect((await order(drop.id, 2, null)).status).toBe(201); // anyone may buy up to the limit
  });

  it('when a guest or an unverified account buys a per-customer item, then 403 says why and nothing is written', async () => {
    const drop = await limitedProduct({ maxPerCustomer: 2 });
    const unverified = await createAccount('limit-unverified');
    const guest = await order(drop.id, 1, null);
    const notVerified = await order(drop.id, 1, unverified);
    expect([guest.status, notVerified.status]).toEqual([403, 403]);
    expect(errorOf(guest.body)).toBe(
      `'${drop.title}' is a limited item: sign in with a verified e-mail to buy it`,
    );
    expect(errorOf(notVerified.body)).toBe(
      `'${drop.title}' is a limited item: verify your e-mail to buy it`,
    );
    expect(await stockOf(drop.id)).toBe(20);
    expect(await unitsCounted(drop.id, unverified.uid)).toBeUndefined();
  });

  it('when a verified account buys across two orders, then the second is refused past maxPerCustomer', async () => {
    const buyer = await verifiedAccount('limit-customer');
    const drop = await limitedProduct({ maxPerCustomer: 3 });
    expect((await order(drop.id, 2, buyer)).status).toBe(201);
    const second = await order(drop.id, 2, buyer);
    expect(second.status).toBe(409);
    expect(errorOf(second.body)).toBe(
      `'${drop.title}' is limited to 3 per customer: you can buy 1 more`,
    );
    expect(await unitsCounted(drop.id, buyer.uid)).toBe(2);
    expect(await stockOf(drop.id)).toBe(18);
    expect((await order(drop.id, 1, buyer)).status).toBe(201);
    expect(await unitsCounted(drop.id, buyer.uid)).toBe(3);
  });

  it('when an admin cancels an order, then its units are free again, and reopening takes them again', async () => {
    const buyer = await verifiedAccount('limit-cancel');
    const drop = await limitedProduct({ maxPerCustomer: 2 });
    const first = CreateOrderResponseSchema.parse((await order(drop.id, 2, buyer)).body).order;
    expect((await order(drop.id, 1, buyer)).status).toBe(409);

    expect((await setStatus(first.id, 'cancelled')).status).toBe(200);
    expect((await setStatus(first.id, 'cancelled')).status).toBe(200); // twice gives back once
    expect(await unitsCounted(drop.id, buyer.uid)).toBe(0);
    expect((await setStatus(first.id, 'new')).status).toBe(200);
    expect(await unitsCounted(drop.id, buyer.uid)).toBe(2);
    expect((await order(drop.id, 1, buyer)).status).toBe(409);
  });

  it('when reopening a cancelled order would pass the customer limit, then 409 names it and nothing changes', async () => {
    const buyer = await verifiedAccount('limit-reopen');
    const drop = await limitedProduct({ maxPerCustomer: 2 });
    const first = CreateOrderResponseSchema.parse((await order(drop.id, 2, buyer)).body).order;
    await setStatus(first.id, 'cancelled');
    expect((await order(drop.id, 2, buyer)).status).toBe(201);

    const reopen = await setStatus(first.id, 'paid');
    expect(reopen.status).toBe(409);
    expect(errorOf(reopen.body)).toContain(`limit of 2 per customer for '${drop.title}'`);
    const stored = await adminDb().doc(`orders/${first.id}`).get();
    expect([stored.get('status'), stored.get('stockReturned')]).toEqual(['cancelled', true]);
    expect(await unitsCounted(drop.id, buyer.uid)).toBe(2);
    expect(await stockOf(drop.id)).toBe(18);
  });
});

describe('purchase limits in the catalogue', () => {
  const patch = (id: string, body: unknown) =>
    call('PATCH', `/api/admin/products/${id}`, { bearer: admin, body });

  it('when an admin sets limits, then the public product answer carries them, and null clears them', async () => {
    const id = await createProduct();
    const set = await patch(id, { maxPerOrder: 2, maxPerCustomer: 4 });
    expect(set.status).toBe(200);
    expect(AdminProductResponseSchema.parse(set.body).item).toMatchObject({
      maxPerOrder: 2,
      maxPerCustomer: 4,
    });
    const slug = (await adminDb().doc(`products/${id}`).get()).get('slug') as string;
    const pub = ProductResponseSchema.parse((await call('GET', `/api/products/${slug}`)).body);
    expect([pub.item.maxPerOrder, pub.item.maxPerCustomer]).toEqual([2, 4]);

    const cleared = AdminProductResponseSchema.parse((await patch(id, { maxPerOrder: null })).body);
    expect([cleared.item.maxPerOrder, cleared.item.maxPerCustomer]).toEqual([undefined, 4]);
    const stored = (await adminDb().doc(`products/${id}`).get()).data() ?? {};
    expect('maxPerOrder' in stored).toBe(false);
    expect(stored.maxPerCustomer).toBe(4);
  });

  it('when a limit is 0, negative, fractional or text, then 400 and the product is unchanged', async () => {
    const id = await createProduct();
    for (const bad of [0, -1, 1.5, '2']) {
      const res = await patch(id, { maxPerCustomer: bad });
      expect(res.status, `maxPerCustomer ${String(bad)}`).toBe(400);
      expect((await patch(id, { maxPerOrder: bad })).status).toBe(400);
    }
    const stored = (await adminDb().doc(`products/${id}`).get()).data() ?? {};
    expect(['maxPerOrder' in stored, 'maxPerCustomer' in stored]).toEqual([false, false]);
  });

  it('when an admin creates a product with limits, then they are stored; without them, none are', async () => {
    const body = { title: `Limited Create ${Date.now()}`, price: 5, stock: 3 };
    const withLimits = await call('POST', '/api/admin/products', {
      bearer: admin,
      body: { ...body, maxPerOrder: 1, maxPerCustomer: 1 },
    });
    const without = await call('POST', '/api/admin/products', {
      bearer: admin,
      body: { ...body, maxPerOrder: null },
    });
    expect([withLimits.status, without.status]).toEqual([201, 201]);
    const a = AdminProductResponseSchema.parse(withLimits.body).item;
    const b = AdminProductResponseSchema.parse(without.body).item;
    expect([a.maxPerOrder, a.maxPerCustomer]).toEqual([1, 1]);
    const stored = (await adminDb().doc(`products/${b.id}`).get()).data() ?? {};
    expect('maxPerOrder' in stored).toBe(false);
    await Promise.all(
      [a.id, b.id].map((pid) => call('DELETE', `/api/admin/products/${pid}`, { bearer: admin })),
    );
  });
});
