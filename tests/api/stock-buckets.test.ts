import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { CreateOrderResponseSchema } from '@contract/checkout';
import { ErrorBodySchema } from '@contract/common';
import { call, seededAdmin } from '../support/accounts';
import { altchaHeader } from '../support/altcha';
import { createVerifiedUser, type TestUser } from '../support/auth';
import { createProduct, postOrder, shippingData, stockOf } from '../support/checkout-fixtures';
import { adminDb } from '../support/emulators';
import { STOCK_BUCKETS } from '../../functions/src/features/products/stock-buckets';

// Stock buckets (issue 23): a first-come drop's stock spread over small documents, so that
// simultaneous buyers take from different ones. `products/{id}.stock` stays the truth.

let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  [admin, buyer] = await Promise.all([seededAdmin(), createVerifiedUser()]);
});

/** A product (through the checkout fixtures), made a drop released a minute ago. */
async function releasedDrop(title: string, stock: number): Promise<string> {
  const id = await createProduct({ title, stock });
  await adminDb()
    .doc(`products/${id}`)
    .update({ releaseAt: new Date(Date.now() - 60_000).toISOString() });
  return id;
}

/** The product's bucket count (0 when it has none) and the units of each bucket document. */
async function bucketsOf(id: string): Promise<{ count: number; units: number[] }> {
  const [product, docs] = await Promise.all([
    adminDb().doc(`products/${id}`).get(),
    adminDb().collection(`products/${id}/stockBuckets`).get(),
  ]);
  const count: unknown = product.get('stockBuckets');
  return {
    count: typeof count === 'number' ? count : 0,
    units: docs.docs.map((doc) => Number(doc.get('units'))),
  };
}
const sum = (units: number[]) => units.reduce((a, b) => a + b, 0);

/** A verified buyer's order; a drop's carries a freshly solved challenge. */
async function buy(id: string, qty = 1) {
  return postOrder(
    { items: [{ id, qty }], shippingData: shippingData({ email: buyer.email }) },
    { headers: { ...buyer.bearer, ...(await altchaHeader()) } },
  );
}

const setStatus = (orderId: string, status: string) =>
  call('PATCH', `/api/admin/orders/${orderId}`, { bearer: admin, body: { status } });

describe('stock buckets of a first-come drop', () => {
  it('when the first order of a released drop arrives, then its stock is spread over buckets and the product keeps the truth', async () => {
    const drop = await releasedDrop('Bucket Figure', 40);
    expect((await buy(drop)).status).toBe(201);

    const buckets = await bucketsOf(drop);
    expect(buckets.count).toBe(STOCK_BUCKETS);
    expect(buckets.units).toHaveLength(STOCK_BUCKETS);
    expect(sum(buckets.units)).toBe(39);
    expect(await stockOf(drop)).toBe(39);
  });

  it('when an ordinary product or a drop with little stock is ordered, then it keeps one document', async () => {
    const ordinary = await createProduct({ stock: 40 });
    const small = await releasedDrop('Small Drop', 5);
    expect((await buy(ordinary)).status).toBe(201);
    expect((await buy(small)).status).toBe(201);
    expect(await bucketsOf(ordinary)).toEqual({ count: 0, units: [] });
    expect(await bucketsOf(small)).toEqual({ count: 0, units: [] });
    expect([await stockOf(ordinary), await stockOf(small)]).toEqual([39, 4]);
  });

  it('when one order asks for more units than a bucket holds, then it takes from several, and stock and buckets fall together', async () => {
    const drop = await releasedDrop('Several Buckets', 16);
    expect((await buy(drop)).status).toBe(201);
    expect((await buy(drop, 5)).status).toBe(201);

    const { units } = await bucketsOf(drop);
    expect(units.every((u) => u >= 0)).toBe(true);
    expect(sum(units)).toBe(10);
    expect(await stockOf(drop)).toBe(10);
  });

  it('when a cancel and a restock give units back, then they are sold after the buckets, and never below zero', async () => {
    const drop = await releasedDrop('Loose Units', 8);
    const first = await buy(drop, 2);
    expect(first.status).toBe(201);
    const firstId = CreateOrderResponseSchema.parse(first.body).order.id;
    expect((await setStatus(firstId, 'cancelled')).status).toBe(200);
    await adminDb()
      .doc(`products/${drop}`)
      .update({ stock: FieldValue.increment(1) });
    // 6 units in buckets, 3 loose (2 returned, 1 restocked).
    expect(await stockOf(drop)).toBe(9);
    expect(sum((await bucketsOf(drop)).units)).toBe(6);

    expect((await buy(drop, 9)).status).toBe(201);
    expect(await stockOf(drop)).toBe(0);
    expect(sum((await bucketsOf(drop)).units)).toBe(0);
    const late = await buy(drop);
    expect(late.status).toBe(409);
    expect(ErrorBodySchema.parse(late.body).error).toBe("'Loose Units' is out of stock");
    // Reopening the cancelled order would take 2 units that are gone.
    const reopen = await setStatus(firstId, 'new');
    expect(reopen.status).toBe(409);
    expect(await stockOf(drop)).toBe(0);
  });

  it('when the admin edits a drop, then its buckets are retired, and the next order builds them from the new stock', async () => {
    const drop = await releasedDrop('Edited Drop', 40);
    expect((await buy(drop)).status).toBe(201);
    expect((await bucketsOf(drop)).count).toBe(STOCK_BUCKETS);

    const edit = await call('PATCH', `/api/admin/products/${drop}`, {
      bearer: admin,
      body: { stock: 20 },
    });
    expect(edit.status).toBe(200);
    const retired = await bucketsOf(drop);
    expect(retired.count).toBe(0);
    expect(sum(retired.units)).toBe(0);
    expect(await stockOf(drop)).toBe(20);

    expect((await buy(drop)).status).toBe(201);
    const rebuilt = await bucketsOf(drop);
    expect(rebuilt.count).toBe(STOCK_BUCKETS);
    expect(sum(rebuilt.units)).toBe(19);
    expect(await stockOf(drop)).toBe(19);
  });
});
