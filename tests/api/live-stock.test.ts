import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_STOCK_MAX_IDS, LiveStockResponseSchema } from '@contract/live-stock';
import { ErrorBodySchema } from '@contract/common';
import type { Product } from '@contract/product';
import { call, seededAdmin } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { createTestProduct } from '../support/products';
import { adminDb, baseUrl, uniqueSuffix } from '../support/emulators';

let admin: TestUser;
const created: Product[] = [];

async function createProduct(stock: number): Promise<Product> {
  const item = await createTestProduct(admin, {
    title: `Live Stock Robot ${uniqueSuffix()}`,
    price: 12.5,
    stock,
  });
  created.push(item);
  return item;
}

/** GET /api/stock through Hosting, as the web app polls it. */
async function stock(ids: string) {
  const res = await fetch(`${baseUrl}/api/stock?${new URLSearchParams({ ids }).toString()}`);
  return { res, body: (await res.json()) as unknown };
}

async function stockOf(id: string): Promise<number | undefined> {
  const { res, body } = await stock(id);
  expect(res.status).toBe(200);
  return LiveStockResponseSchema.parse(body).items.find((item) => item.id === id)?.stock;
}

beforeAll(async () => {
  admin = await seededAdmin();
});

afterAll(async () => {
  const db = adminDb();
  await Promise.all(
    created.flatMap((p) => [
      db.doc(`products/${p.id}`).delete(),
      db.doc(`productSlugs/${p.slug}`).delete(),
    ]),
  );
});

describe('GET /api/stock', () => {
  it('when asked for products, then it answers their stock, never cached, and leaves unknown ids out', async () => {
    const a = await createProduct(7);
    const b = await createProduct(0);
    const { res, body } = await stock(`${a.id},no-such-product-${uniqueSuffix()},${b.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { items } = LiveStockResponseSchema.parse(body);
    expect(items).toHaveLength(2);
    expect(items).toEqual(
      expect.arrayContaining([
        { id: a.id, stock: 7 },
        { id: b.id, stock: 0 },
      ]),
    );
  });

  it('when a stored stock is negative, then it answers 0', async () => {
    const p = await createProduct(3);
    await adminDb().doc(`products/${p.id}`).update({ stock: -2 });
    expect(await stockOf(p.id)).toBe(0);
  });

  it.each([
    ['no ids parameter', ''],
    ['an empty list', '?ids='],
    ['an invalid id', '?ids=a,products%2Fb'],
    ['an empty entry', '?ids=a,,b'],
    ['a repeated parameter', '?ids=a&ids=b'],
    [
      `more than ${LIVE_STOCK_MAX_IDS} ids`,
      `?ids=${Array.from({ length: LIVE_STOCK_MAX_IDS + 1 }, (_, i) => `p${i}`).join(',')}`,
    ],
  ])('when the request has %s, then it is a 400 {error}', async (_name, query) => {
    const res = await fetch(`${baseUrl}/api/stock${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    ErrorBodySchema.parse(await res.json());
  });

  it('when an admin restocks or edits a product, then the very next answer shows the new stock', async () => {
    const p = await createProduct(0);
    expect(await stockOf(p.id)).toBe(0);

    const restock = await call('POST', `/api/admin/restock/${p.id}`, {
      bearer: admin,
      body: { qty: 5 },
    });
    expect(restock.status, JSON.stringify(restock.body)).toBe(200);
    expect(await stockOf(p.id)).toBe(5);

    const edit = await call('PATCH', `/api/admin/products/${p.id}`, {
      bearer: admin,
      body: { stock: 2 },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await stockOf(p.id)).toBe(2);
  });

  it('when Firestore changes outside the API, then the next answer shows it (no instance cache)', async () => {
    const p = await createProduct(4);
    expect(await stockOf(p.id)).toBe(4);
    await adminDb().doc(`products/${p.id}`).update({ stock: 1 });
    expect(await stockOf(p.id)).toBe(1);
  });
});
