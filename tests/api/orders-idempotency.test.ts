import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CreateOrderResponseSchema } from '@contract/checkout';
import { ErrorBodySchema } from '@contract/common';
import { adminDb } from '../support/emulators';
import { createTestUser } from '../support/auth';
import {
  createCoupon,
  createProduct,
  newKey,
  ordersWithKey,
  postOrder,
  shippingData,
  stockOf,
  usesOf,
} from '../support/checkout-fixtures';

describe('POST /api/orders: Idempotency-Key', () => {
  it('when the same request is retried with the same key, then 200 with the same order and nothing changes', async () => {
    const toy = await createProduct({ stock: 5 });
    const code = await createCoupon({ maxUses: 10 });
    const key = newKey();
    const shipping = shippingData();
    const body = { items: [{ id: toy, qty: 2 }], coupon: code, shippingData: shipping };

    const first = await postOrder(body, { key });
    expect(first.status).toBe(201);
    const placed = CreateOrderResponseSchema.parse(first.body);

    // The retry may differ in what the server ignores: display fields, key order, spaces, case.
    const retryBody = {
      shippingData: { ...shipping, fullName: ` ${shipping.fullName} ` },
      coupon: code.toLowerCase(),
      items: [{ qty: 2, id: toy, title: 'Stale title', price: 1 }],
    };
    for (const again of [body, retryBody]) {
      const retry = await postOrder(again, { key });
      expect(retry.status).toBe(200);
      const replay = CreateOrderResponseSchema.parse(retry.body);
      expect(replay.replayed).toBe(true);
      expect(replay.order).toEqual(placed.order);
    }
    expect(await stockOf(toy)).toBe(3);
    expect(await usesOf(code)).toBe(1);
    expect(await ordersWithKey(key)).toBe(1);

    // The key's record expires a week after the order (a TTL policy deletes it then).
    const records = await adminDb()
      .collection('idempotencyKeys')
      .where('orderId', '==', placed.order.id)
      .get();
    expect(records.size).toBe(1);
    const record = records.docs[0]?.data() as { createdAt: Timestamp; expireAt: Timestamp };
    expect(record.expireAt.toMillis() - record.createdAt.toMillis()).toBe(7 * 24 * 3_600_000);
  });

  it('when the same key comes with a different body, then 422 and nothing changes', async () => {
    const toy = await createProduct({ stock: 5 });
    const key = newKey();
    const body = { items: [{ id: toy, qty: 1 }], shippingData: shippingData() };
    expect((await postOrder(body, { key })).status).toBe(201);

    const changed = await postOrder({ ...body, items: [{ id: toy, qty: 2 }] }, { key });
    expect(changed.status).toBe(422);
    expect(ErrorBodySchema.parse(changed.body).error).toBe(
      'This Idempotency-Key was already used for a different order',
    );
    expect(await stockOf(toy)).toBe(4);
    expect(await ordersWithKey(key)).toBe(1);
  });

  it('when another account reuses a key with the same body, then 422: a key never reveals someone else’s order', async () => {
    const toy = await createProduct({ stock: 5 });
    const key = newKey();
    const body = { items: [{ id: toy, qty: 1 }], shippingData: shippingData() };
    const owner = await createTestUser();
    expect((await postOrder(body, { key, headers: owner.bearer })).status).toBe(201);
    expect((await postOrder(body, { key })).status).toBe(422);
    expect((await postOrder(body, { key, headers: (await createTestUser()).bearer })).status).toBe(
      422,
    );
  });

  it('when an order failed, then the same key may be used again once it can succeed', async () => {
    const toy = await createProduct({ stock: 0 });
    const key = newKey();
    const body = { items: [{ id: toy, qty: 1 }], shippingData: shippingData() };
    expect((await postOrder(body, { key })).status).toBe(409);
    await adminDb().doc(`products/${toy}`).update({ stock: 1 });
    expect((await postOrder(body, { key })).status).toBe(201);
  });

  it('when the header is missing or malformed, then 400 and nothing is written', async () => {
    const toy = await createProduct({ stock: 5 });
    const body = { items: [{ id: toy, qty: 1 }], shippingData: shippingData() };
    const missing = await postOrder(body, { key: null });
    expect(missing.status).toBe(400);
    expect(ErrorBodySchema.parse(missing.body).error).toBe(
      'The Idempotency-Key header is required',
    );
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101), 'semi;colon;key']) {
      const res = await postOrder(body, { key });
      expect(res.status, key).toBe(400);
      expect(ErrorBodySchema.parse(res.body).error, key).toMatch(/^Invalid Idempotency-Key/);
    }
    expect(await stockOf(toy)).toBe(5);
  });
});
