import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProductResponseSchema } from '@contract/admin-catalog';
import { CreateOrderResponseSchema } from '@contract/checkout';
import { ErrorBodySchema } from '@contract/common';
import { ProductResponseSchema, type Product } from '@contract/product';
import { call, seededAdmin, type Answer } from '../support/accounts';
import { altchaHeader } from '../support/altcha';
import type { TestUser } from '../support/auth';
import { postOrder, postQuote, shippingData, stockOf } from '../support/checkout-fixtures';
import { removeTestProducts } from '../support/products';
import { uniqueSuffix } from '../support/emulators';

/** Scheduled release (issue 23): a release time a few seconds ahead, set through the admin API. */

let admin: TestUser;
const created: Product[] = [];

beforeAll(async () => {
  admin = await seededAdmin();
});

afterAll(async () => {
  await removeTestProducts(created);
});

const RELEASE_AHEAD_MS = 3_000;

/** The same instant as `ms`, written with a +02:00 offset (the server stores it in UTC). */
function withOffset(ms: number): string {
  const local = new Date(ms + 2 * 3_600_000).toISOString().slice(0, 19);
  return `${local}+02:00`;
}

async function createDrop(over: Record<string, unknown>): Promise<Answer> {
  const res = await call('POST', '/api/admin/products', {
    bearer: admin,
    body: {
      title: `Release Figure ${uniqueSuffix()}`,
      price: 25,
      stock: 5,
      tags: ['Test line'],
      images: ['/img/seed/test.svg'],
      ...over,
    },
  });
  if (res.status === 201) created.push(AdminProductResponseSchema.parse(res.body).item);
  return res;
}

const patchProduct = (id: string, body: unknown) =>
  call('PATCH', `/api/admin/products/${id}`, { bearer: admin, body });

const publicProduct = async (slug: string) => {
  const res = await call('GET', `/api/products/${slug}`);
  expect(res.status).toBe(200);
  return ProductResponseSchema.parse(res.body).item;
};

/** An order of one unit; a drop's order after its release carries a solved challenge. */
const orderOf = (id: string, headers: Record<string, string> = {}) =>
  postOrder({ items: [{ id, qty: 1 }], shippingData: shippingData() }, { headers });

function expectRefused(res: { status: number; body: unknown }, title: string, at: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  const utc = `${at.slice(0, 10)} ${at.slice(11, 19)} UTC`;
  expect(ErrorBodySchema.parse(res.body).error).toBe(`'${title}' goes on sale at ${utc}`);
}

/** Orders until one is accepted, for up to a few seconds past the release time (clock steps). */
async function orderOnceReleased(id: string, releaseMs: number) {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, releaseMs - Date.now())));
  for (let attempt = 1; ; attempt++) {
    const res = await orderOf(id, await altchaHeader());
    if (res.status !== 409 || attempt === 10) return res;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe('scheduled release', () => {
  it('when the release time is ahead, then answers carry it, quote and order get 409, and it sells after the time', async () => {
    const releaseMs = Math.ceil((Date.now() + RELEASE_AHEAD_MS) / 1000) * 1000;
    const releaseAt = new Date(releaseMs).toISOString();
    const res = await createDrop({ releaseAt: withOffset(releaseMs) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { item } = AdminProductResponseSchema.parse(res.body);
    expect(item.releaseAt).toBe(releaseAt);
    expect((await publicProduct(item.slug)).releaseAt).toBe(releaseAt);

    expectRefused(await postQuote({ items: [{ id: item.id, qty: 1 }] }), item.title, releaseAt);
    expectRefused(await orderOf(item.id), item.title, releaseAt);
    expect(await stockOf(item.id)).toBe(5);

    const sold = await orderOnceReleased(item.id, releaseMs);
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(CreateOrderResponseSchema.parse(sold.body).order.items).toMatchObject([
      { id: item.id, qty: 1 },
    ]);
    expect(await stockOf(item.id)).toBe(4);
    expect((await postQuote({ items: [{ id: item.id, qty: 1 }] })).status).toBe(200);
  });

  it('when PATCH sets releaseAt to null, then the product is ordinary again and sells at once', async () => {
    const releaseMs = Date.now() + 3_600_000;
    const { item } = AdminProductResponseSchema.parse(
      (await createDrop({ releaseAt: new Date(releaseMs).toISOString() })).body,
    );
    expect((await orderOf(item.id)).status).toBe(409);

    const cleared = await patchProduct(item.id, { releaseAt: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(AdminProductResponseSchema.parse(cleared.body).item).not.toHaveProperty('releaseAt');
    expect(await publicProduct(item.slug)).not.toHaveProperty('releaseAt');
    expect((await orderOf(item.id)).status).toBe(201);

    const later = new Date(releaseMs + 60_000).toISOString();
    const moved = await patchProduct(item.id, { releaseAt: later });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await publicProduct(item.slug)).releaseAt).toBe(later);
  });

  it.each([
    ['a date without an offset', '2026-12-01T18:00:00'],
    ['words', 'tomorrow at six'],
    ['a number', 1_767_290_400_000],
    ['an empty string', ''],
  ])(
    'when releaseAt is %s, then create and patch answer 400 and nothing changes',
    async (_, value) => {
      const refused = await createDrop({ releaseAt: value });
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(ErrorBodySchema.parse(refused.body).error).toMatch(/Release time/i);

      const { item } = AdminProductResponseSchema.parse((await createDrop({})).body);
      const patch = await patchProduct(item.id, { releaseAt: value });
      expect(patch.status, JSON.stringify(patch.body)).toBe(400);
      expect(await publicProduct(item.slug)).not.toHaveProperty('releaseAt');
    },
  );
});
