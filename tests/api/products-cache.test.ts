import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProductResponseSchema } from '@contract/admin-catalog';
import { CreateOrderResponseSchema } from '@contract/checkout';
import { ProductListResponseSchema, ProductResponseSchema, type Product } from '@contract/product';
import { call, seededAdmin } from '../support/accounts';
import { createTestUser, type TestUser } from '../support/auth';
import { postOrder, shippingData } from '../support/checkout-fixtures';
import { adminDb, baseUrl, uniqueSuffix } from '../support/emulators';

/**
 * Each instance of the API keeps the product list and each product by slug for ANSWER_TTL_MS
 * (10 s, core/answer-cache.ts) and drops them after every change it makes.
 *
 * The Functions emulator runs one worker process (one instance, with its own copy) per
 * request in flight, and hands each request to the first idle one: requests made one after
 * another, as here, all reach the same instance (the test files run one at a time on these
 * 2-core machines). A change made elsewhere (another instance; here a direct Firestore write,
 * as the seed or the console makes) shows within the TTL.
 */
const TTL_MS = 10_000;

let admin: TestUser;
let product: Product;

async function listed(
  headers: Record<string, string> = {},
  query = '',
): Promise<Product | undefined> {
  const res = await fetch(`${baseUrl}/api/products${query}`, { headers });
  expect(res.status).toBe(200);
  const { items } = ProductListResponseSchema.parse(await res.json());
  return items.find((p) => p.id === product.id);
}

/** The product as `GET /api/products/{slug}` answers it. */
async function shown(headers: Record<string, string> = {}, query = ''): Promise<Product> {
  const res = await fetch(`${baseUrl}/api/products/${product.slug}${query}`, { headers });
  expect(res.status).toBe(200);
  return ProductResponseSchema.parse(await res.json()).item;
}

beforeAll(async () => {
  admin = await seededAdmin();
  const res = await call('POST', '/api/admin/products', {
    bearer: admin,
    body: {
      title: `Cache Robot ${uniqueSuffix()}`,
      price: 19.99,
      stock: 7,
      tags: ['Test line'],
      images: ['/img/seed/test.svg'],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  product = AdminProductResponseSchema.parse(res.body).item;
});

afterAll(async () => {
  const db = adminDb();
  await Promise.all([
    db.doc(`products/${product.id}`).delete(),
    db.doc(`productSlugs/${product.slug}`).delete(),
  ]);
});

describe('GET /api/products and /api/products/{slug} served from the instance cache', () => {
  it('when a product is created through the API, then the next list has it', async () => {
    expect(await listed()).toMatchObject({ price: 19.99, stock: 7 });
  });

  it('when an admin changes a price, then the very next list and product answer show it', async () => {
    expect((await listed())?.price).toBe(19.99); // the list is now kept
    expect((await shown()).price).toBe(19.99); // and so is the product
    const res = await call('PATCH', `/api/admin/products/${product.id}`, {
      bearer: admin,
      body: { price: 24.5 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await listed())?.price).toBe(24.5);
    expect((await shown()).price).toBe(24.5);
  });

  it('when an admin restocks, then the very next list and product answer show the new stock', async () => {
    expect((await listed())?.stock).toBe(7);
    expect((await shown()).stock).toBe(7);
    const res = await call('POST', `/api/admin/restock/${product.id}`, {
      bearer: admin,
      body: { qty: 5 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await listed())?.stock).toBe(12);
    expect((await shown()).stock).toBe(12);
  });

  it('when an order takes stock and a cancel returns it, then the very next list and product answer show each', async () => {
    expect((await listed())?.stock).toBe(12);
    expect((await shown()).stock).toBe(12);
    const placed = await postOrder({
      items: [{ id: product.id, qty: 2 }],
      shippingData: shippingData(),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await listed())?.stock).toBe(10);
    expect((await shown()).stock).toBe(10);

    const { order } = CreateOrderResponseSchema.parse(placed.body);
    const cancel = await call('PATCH', `/api/admin/orders/${order.id}`, {
      bearer: admin,
      body: { status: 'cancelled' },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await listed())?.stock).toBe(12);
    expect((await shown()).stock).toBe(12);
  });

  it('when a change is made elsewhere, then the list and the product answer show it within the TTL', async () => {
    expect((await listed())?.price).toBe(24.5);
    expect((await shown()).price).toBe(24.5);
    await adminDb().doc(`products/${product.id}`).update({ price: 31 });
    const until = Date.now() + TTL_MS + 3_000;
    const prices = async () => [(await listed())?.price, (await shown()).price];
    let both = await prices();
    while (both.some((price) => price !== 31) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      both = await prices();
    }
    expect(both).toEqual([31, 31]);
  });

  it('when an admin asks to revalidate (the admin list), then Firestore is read at once', async () => {
    expect((await listed())?.stock).toBe(12);
    await adminDb().doc(`products/${product.id}`).update({ stock: 3 });
    // What a browser sends for fetch(..., { cache: 'no-cache' }), as the admin panel's list.
    expect((await listed({ 'cache-control': 'max-age=0', ...admin.bearer }))?.stock).toBe(3);
    await adminDb().doc(`products/${product.id}`).update({ stock: 4 });
    expect((await listed(admin.bearer, '?fresh=1'))?.stock).toBe(4);
    // The fresh read replaced this instance's copy.
    expect((await listed())?.stock).toBe(4);
    // The same for one product (the admin panel re-reads the product it changed).
    await adminDb().doc(`products/${product.id}`).update({ stock: 5 });
    expect((await shown({ 'cache-control': 'max-age=0', ...admin.bearer })).stock).toBe(5);
    expect((await shown()).stock).toBe(5);
    await adminDb().doc(`products/${product.id}`).update({ stock: 4 });
    expect((await shown(admin.bearer, '?fresh=1')).stock).toBe(4);
  });

  it('when a guest or a shopper asks to revalidate, then they get the kept copy, not a Firestore read', async () => {
    const shopper = await createTestUser('cache-shopper');
    // An admin's fresh reads: the copies are now seconds old at most, well inside the TTL.
    expect((await listed(admin.bearer, '?fresh=1'))?.stock).toBe(4);
    expect((await shown(admin.bearer, '?fresh=1')).stock).toBe(4);
    await adminDb().doc(`products/${product.id}`).update({ stock: 6 });
    for (const [who, headers] of [
      ['guest', {}],
      ['shopper', shopper.bearer],
    ] as const) {
      expect((await listed({ ...headers }, '?fresh=1'))?.stock, `${who} ?fresh=1`).toBe(4);
      expect((await listed({ 'cache-control': 'max-age=0', ...headers }))?.stock, who).toBe(4);
      expect((await shown({ ...headers }, '?fresh=1')).stock, `${who} product`).toBe(4);
    }
    // The admin still reads past it.
    expect((await listed(admin.bearer, '?fresh=1'))?.stock).toBe(6);
    expect((await shown(admin.bearer, '?fresh=1')).stock).toBe(6);
    await adminDb().doc(`products/${product.id}`).update({ stock: 4 });
    expect((await listed(admin.bearer, '?fresh=1'))?.stock).toBe(4);
    expect((await shown(admin.bearer, '?fresh=1')).stock).toBe(4);
  });

  it('when listed twice, then the same list carries the same ETag (computed once per read)', async () => {
    // The Hosting emulator forwards every request with `Cache-Control: no-cache`, so it never
    // gets a 304 from Express; the ETag still lets a CDN or browser revalidate.
    const first = await fetch(`${baseUrl}/api/products`);
    const second = await fetch(`${baseUrl}/api/products`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.text()).toBe(await first.text());
  });

  it('when the client takes gzip, then the list and a product come gzipped (compressed once per read)', async () => {
    for (const path of ['/api/products', `/api/products/${product.slug}`]) {
      const zipped = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers.get('content-encoding'), path).toBe('gzip');
      const plain = await fetch(`${baseUrl}${path}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(plain.headers.get('etag'), path).toMatch(/^W\/".+"$/);
      expect(await zipped.json()).toEqual(await plain.json());
    }
  });
});
