import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProductResponseSchema } from '@contract/admin-catalog';
import { ErrorBodySchema } from '@contract/common';
import { ProductResponseSchema, type Product } from '@contract/product';
import { call, createAccount, seededAdmin, type Answer } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { adminDb, uniqueSuffix } from '../support/emulators';

let admin: TestUser;
let user: TestUser;
const createdIds: string[] = [];

beforeAll(async () => {
  [admin, user] = await Promise.all([seededAdmin(), createAccount('catalog-user')]);
});

afterAll(async () => {
  const db = adminDb();
  // Deleted products keep their slug reservation: remove both, by product id.
  const reservations = await db.collection('productSlugs').get();
  await Promise.all([
    ...createdIds.map((id) => db.doc(`products/${id}`).delete()),
    ...reservations.docs
      .filter((d) => createdIds.includes(d.get('productId') as string))
      .map((d) => d.ref.delete()),
  ]);
});

const newTitle = (label = 'Test Robot') => `${label} ${uniqueSuffix()}`;

const productBody = (over: Record<string, unknown> = {}) => ({
  title: newTitle(),
  price: 19.99,
  stock: 7,
  tags: ['Test line'],
  images: ['/img/seed/test.svg'],
  description: 'Made by the admin catalogue tests.',
  specs: { Scale: '1:100' },
  ...over,
});

async function createProduct(over: Record<string, unknown> = {}): Promise<Product> {
  const res = await call('POST', '/api/admin/products', { bearer: admin, body: productBody(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { item } = AdminProductResponseSchema.parse(res.body);
  createdIds.push(item.id);
  return item;
}

const stored = async (id: string) => (await adminDb().doc(`products/${id}`).get()).data();

async function productsTitled(title: string): Promise<number> {
  const snap = await adminDb().collection('products').where('title', '==', title).get();
  return snap.size;
}

async function auditActions(target: string): Promise<{ action: string; actor: string }[]> {
  const snap = await adminDb().collection('logs').where('target', '==', target).get();
  return snap.docs.map((d) => ({
    action: d.get('action') as string,
    actor: d.get('actor') as string,
  }));
}

function expectError(res: Answer, status: number, message?: string | RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const { error } = ErrorBodySchema.parse(res.body);
  if (message) expect(error).toMatch(message);
}

describe('admin products: who may call', () => {
  type Who = 'guest' | 'user';
  const callers: [Who, number, string][] = [
    ['guest', 401, 'Sign in required'],
    ['user', 403, 'Admin access required'],
  ];
  const as = (who: Who) => (who === 'guest' ? undefined : user);

  it.each(callers)(
    'when a %s calls each product endpoint, then %i and nothing changes',
    async (who, status, message) => {
      const product = await createProduct();
      const title = newTitle('Refused');
      const answers = [
        await call('POST', '/api/admin/products', {
          bearer: as(who),
          body: productBody({ title }),
        }),
        await call('PATCH', `/api/admin/products/${product.id}`, {
          bearer: as(who),
          body: { price: 1 },
        }),
        await call('POST', `/api/admin/restock/${product.id}`, {
          bearer: as(who),
          body: { qty: 5 },
        }),
        await call('DELETE', `/api/admin/products/${product.id}`, { bearer: as(who) }),
      ];
      for (const res of answers) expectError(res, status, message);
      expect(await productsTitled(title)).toBe(0);
      expect(await stored(product.id)).toMatchObject({ price: 19.99, stock: 7 });
    },
  );

  it('when the admin calls each product endpoint, then each answers 2xx with the product', async () => {
    const created = await createProduct();
    const patch = await call('PATCH', `/api/admin/products/${created.id}`, {
      bearer: admin,
      body: { price: 24.5 },
    });
    expect(patch.status).toBe(200);
    expect(AdminProductResponseSchema.parse(patch.body).item.price).toBe(24.5);
    const restock = await call('POST', `/api/admin/restock/${created.id}`, {
      bearer: admin,
      body: { qty: 5 },
    });
    expect(restock.status).toBe(200);
    expect(AdminProductResponseSchema.parse(restock.body).item.stock).toBe(12);
    const removed = await call('DELETE', `/api/admin/products/${created.id}`, { bearer: admin });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ok: true });
    expect(removed.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('POST /api/admin/products', () => {
  it('when the admin adds a product, then it is stored with defaults and served in the catalogue', async () => {
    const title = newTitle('Tin Rocket');
    const res = await call('POST', '/api/admin/products', {
      bearer: admin,
      body: { title, price: 12.345, stock: 3 },
    });
    expect(res.status).toBe(201);
    const { item } = AdminProductResponseSchema.parse(res.body);
    createdIds.push(item.id);
    expect(item).toEqual({
      id: item.id,
      slug: title.toLowerCase().replace(/ /g, '-'),
      title,
      price: 12.35,
      stock: 3,
      tags: [],
      images: [],
      description: '',
      specs: {},
    });
    const page = await call('GET', `/api/products/${item.slug}`);
    expect(page.status).toBe(200);
    expect(ProductResponseSchema.parse(page.body).item).toEqual(item);
    expect(await auditActions(item.id)).toEqual([
      { action: 'product.created', actor: 'admin@example.com' },
    ]);
  });

  const invalid: [string, Record<string, unknown>][] = [
    ['the title is missing', { title: undefined }],
    ['the title is blank', { title: '   ' }],
    ['the price is missing', { price: undefined }],
    ['the stock is missing', { stock: undefined }],
    ['the price is negative', { price: -1 }],
    ['the price is not a number', { price: 'abc' }],
    ['the price is a numeric string', { price: '12' }],
    ['the stock is negative', { stock: -3 }],
    ['the stock is fractional', { stock: 1.5 }],
    ['the stock is not a number', { stock: 'many' }],
    ['the client sends a slug', { slug: 'my-own-slug' }],
    ['a tag is blank', { tags: ['ok', ' '] }],
  ];

  it.each(invalid)('when %s, then 400 and nothing is created', async (_case, over) => {
    const title = newTitle('Invalid');
    const body = productBody({ title, ...over });
    const res = await call('POST', '/api/admin/products', { bearer: admin, body });
    expectError(res, 400);
    expect(await productsTitled(title)).toBe(0);
  });
});

describe('product slugs', () => {
  it('when two products have the same title, then they get different slugs and each page finds its own', async () => {
    const title = newTitle('Twin Robot');
    const first = await createProduct({ title });
    const second = await createProduct({ title });
    expect(second.slug).toBe(`${first.slug}-2`);
    for (const product of [first, second]) {
      const page = await call('GET', `/api/products/${product.slug}`);
      expect(ProductResponseSchema.parse(page.body).item.id).toBe(product.id);
    }
  });

  it('when two products with the same title are created at once, then their slugs still differ', async () => {
    const title = newTitle('Rush Robot');
    const [a, b] = await Promise.all([createProduct({ title }), createProduct({ title })]);
    const base = title.toLowerCase().replace(/ /g, '-');
    expect([a.slug, b.slug].sort()).toEqual([base, `${base}-2`]);
  });

  it('when a title matches a seeded product, then the seeded slug is not reused', async () => {
    const product = await createProduct({ title: 'Pocket Pals Knight Bram' });
    expect(product.slug).toMatch(/^pocket-pals-knight-bram-\d+$/);
    const seeded = await call('GET', '/api/products/pocket-pals-knight-bram');
    expect(ProductResponseSchema.parse(seeded.body).item.id).toBe('prd-032');
  });

  it('when a title has accents and symbols, then the slug is plain ASCII with hyphens', async () => {
    const suffix = uniqueSuffix();
    const product = await createProduct({ title: `Crème Brûlée Bär #${suffix}!` });
    expect(product.slug).toBe(`creme-brulee-bar-${suffix}`);
  });

  it('when the title is changed, then the slug stays and the old URL still finds the product', async () => {
    const product = await createProduct();
    const title = newTitle('Renamed Robot');
    const res = await call('PATCH', `/api/admin/products/${product.id}`, {
      bearer: admin,
      body: { title },
    });
    expect(res.status).toBe(200);
    expect(AdminProductResponseSchema.parse(res.body).item).toMatchObject({
      slug: product.slug,
      title,
    });
    const page = await call('GET', `/api/products/${product.slug}`);
    expect(ProductResponseSchema.parse(page.body).item).toMatchObject({ id: product.id, title });
  });

  it('when a product is deleted, then its slug is never given to a new product', async () => {
    const title = newTitle('Gone Robot');
    const gone = await createProduct({ title });
    const res = await call('DELETE', `/api/admin/products/${gone.id}`, { bearer: admin });
    expect(res.status).toBe(200);
    expectError(await call('GET', `/api/products/${gone.slug}`), 404, 'Product not found');
    const next = await createProduct({ title });
    expect(next.slug).toBe(`${gone.slug}-2`);
    expectError(await call('GET', `/api/products/${gone.slug}`), 404, 'Product not found');
  });
});

describe('PATCH /api/admin/products/{id}', () => {
  it('when fields are patched, then only they change, the price is rounded to cents and it is logged', async () => {
    const product = await createProduct();
    const res = await call('PATCH', `/api/admin/products/${product.id}`, {
      bearer: admin,
      body: { price: 9.999, stock: 0, tags: ['New'], specs: { Height: '9 cm' } },
    });
    expect(res.status).toBe(200);
    const changed = { price: 10, stock: 0, tags: ['New'], specs: { Height: '9 cm' } };
    expect(AdminProductResponseSchema.parse(res.body).item).toEqual({ ...product, ...changed });
    expect(await stored(product.id)).toMatchObject({ ...changed, title: product.title });
    expect((await auditActions(product.id)).map((a) => a.action).sort()).toEqual([
      'product.created',
      'product.updated',
    ]);
  });

  const invalid: [string, unknown][] = [
    ['nothing is sent', {}],
    ['the price is negative', { price: -0.01 }],
    ['the price is not a number', { price: 'free' }],
    ['the stock is fractional', { stock: 2.5 }],
    ['the stock is negative', { stock: -1 }],
    ['the title is blank', { title: '' }],
    ['a slug is sent', { slug: 'another-slug' }],
    ['an id is sent', { id: 'another-id' }],
  ];

  it.each(invalid)('when %s, then 400 and the product is unchanged', async (_case, body) => {
    const product = await createProduct();
    const before = await stored(product.id);
    expectError(
      await call('PATCH', `/api/admin/products/${product.id}`, { bearer: admin, body }),
      400,
    );
    expect(await stored(product.id)).toEqual(before);
  });

  it('when the product does not exist, then 404 for patch, delete and restock, and nothing is created', async () => {
    const id = `prd-missing-${uniqueSuffix()}`;
    const answers = [
      await call('PATCH', `/api/admin/products/${id}`, { bearer: admin, body: { price: 1 } }),
      await call('DELETE', `/api/admin/products/${id}`, { bearer: admin }),
      await call('POST', `/api/admin/restock/${id}`, { bearer: admin, body: { qty: 5 } }),
    ];
    for (const res of answers) expectError(res, 404, 'Product not found');
    expect(await stored(id)).toBeUndefined();
    expect(await auditActions(id)).toEqual([]);
  });
});

describe('POST /api/admin/restock/{id}', () => {
  it('when stock is added, then it grows by the quantity and the restock is logged', async () => {
    const product = await createProduct({ stock: 2 });
    const res = await call('POST', `/api/admin/restock/${product.id}`, {
      bearer: admin,
      body: { qty: 5 },
    });
    expect(res.status).toBe(200);
    expect(AdminProductResponseSchema.parse(res.body).item).toEqual({ ...product, stock: 7 });
    expect((await auditActions(product.id)).map((a) => a.action)).toContain('product.restocked');
  });

  it.each<[string, unknown]>([
    ['zero', { qty: 0 }],
    ['negative', { qty: -5 }],
    ['fractional', { qty: 1.5 }],
    ['text', { qty: '5' }],
    ['missing', {}],
  ])('when the quantity is %s, then 400 and the stock is unchanged', async (_case, body) => {
    const product = await createProduct({ stock: 4 });
    expectError(
      await call('POST', `/api/admin/restock/${product.id}`, { bearer: admin, body }),
      400,
    );
    expect((await stored(product.id))?.stock).toBe(4);
  });
});
