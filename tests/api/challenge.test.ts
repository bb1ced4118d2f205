import { describe, expect, it } from 'vitest';
import {
  ALTCHA_HEADER,
  AltchaPayloadSchema,
  ChallengeSchema,
  type AltchaPayload,
} from '@contract/challenge';
import { CreateOrderResponseSchema } from '@contract/checkout';
import { ErrorBodySchema } from '@contract/common';
import { challengeConfig } from '../../functions/src/core/env';
import { challengeService } from '../../functions/src/features/challenge/challenge.service';
import { altchaHeader, fetchChallenge, solvedPayload } from '../support/altcha';
import {
  createProduct,
  newKey,
  ordersWithKey,
  postOrder,
  shippingData,
  stockOf,
} from '../support/checkout-fixtures';
import { adminDb, baseUrl } from '../support/emulators';

/** A product whose release time passed `agoMs` ago: a drop for 24 hours after it. */
async function releasedProduct(agoMs = 60_000, stock = 5): Promise<string> {
  const id = await createProduct({ stock });
  const releaseAt = new Date(Date.now() - agoMs).toISOString();
  await adminDb().doc(`products/${id}`).update({ releaseAt });
  return id;
}

const orderOf = (id: string) => ({ items: [{ id, qty: 1 }], shippingData: shippingData() });

const decode = (payload: string): AltchaPayload =>
  AltchaPayloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));

/** A payload in the widget's format, re-encoded after `change` edits it. */
function tampered(payload: string, change: (decoded: AltchaPayload) => void): string {
  const decoded = decode(payload);
  change(decoded);
  return Buffer.from(JSON.stringify(decoded)).toString('base64');
}

async function expectRefused(answer: { status: number; body: unknown }, productId: string) {
  expect(answer.status).toBe(403);
  expect(ErrorBodySchema.parse(answer.body).error).toMatch(/browser check/);
  expect(await stockOf(productId)).toBe(5);
}

describe('GET /api/challenge and drop orders (X-Altcha)', () => {
  it('when the store asks for a challenge, then it gets a signed ALTCHA v2 SHA-256 challenge, never cached', async () => {
    const res = await fetch(`${baseUrl}/api/challenge`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const challenge = ChallengeSchema.parse(await res.json());
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('when a drop order carries no solved challenge, then 403 and nothing is sold', async () => {
    const drop = await releasedProduct();
    const key = newKey();
    await expectRefused(await postOrder(orderOf(drop), { key }), drop);
    expect(await ordersWithKey(key)).toBe(0);
  });

  it('when a drop order carries a fresh solution, then it is placed; the same solution on another order is 403, and under the same key the order replays', async () => {
    const drop = await releasedProduct();
    const headers = await altchaHeader();
    const key = newKey();
    const body = orderOf(drop);

    const placed = await postOrder(body, { key, headers });
    expect(placed.status).toBe(201);
    const order = CreateOrderResponseSchema.parse(placed.body).order;
    expect(await stockOf(drop)).toBe(4);
    const nonce = decode(headers[ALTCHA_HEADER] ?? '').challenge.parameters.nonce;
    const spent = await adminDb().doc(`spentChallenges/${nonce}`).get();
    expect(spent.data()).toMatchObject({ use: 'order', id: order.id });

    // Another order (another key) with the same solution: refused, nothing sold.
    expect((await postOrder(orderOf(drop), { key: newKey(), headers })).status).toBe(403);
    expect(await stockOf(drop)).toBe(4);

    // A retry of the placed order, with its own spent solution or none at all: the same order.
    for (const retryHeaders of [headers, {}]) {
      const retry = await postOrder(body, { key, headers: retryHeaders });
      expect(retry.status).toBe(200);
      const replay = CreateOrderResponseSchema.parse(retry.body);
      expect(replay.replayed).toBe(true);
      expect(replay.order.id).toBe(order.id);
    }
    expect(await ordersWithKey(key)).toBe(1);
    expect(await stockOf(drop)).toBe(4);
  });

  it('when a drop order is refused for another reason, then its solution is not spent and the corrected retry goes through', async () => {
    const drop = await releasedProduct(60_000, 1);
    const headers = await altchaHeader();
    const key = newKey();
    const tooMany = { items: [{ id: drop, qty: 2 }], shippingData: shippingData() };
    expect((await postOrder(tooMany, { key, headers })).status).toBe(409);
    expect((await postOrder(orderOf(drop), { key: newKey(), headers })).status).toBe(201);
  });

  it('when a drop order is refused inside its transaction, then its solution is not spent and its key is free for the corrected retry', async () => {
    const drop = await releasedProduct();
    const headers = await altchaHeader();
    const key = newKey();
    // An unknown coupon passes the screen and is refused by the transaction's own checks.
    const withCoupon = { ...orderOf(drop), coupon: 'NO-SUCH-CODE' };
    const refused = await postOrder(withCoupon, { key, headers });
    expect(refused.status, JSON.stringify(refused.body)).toBe(404);
    const nonce = decode(headers[ALTCHA_HEADER] ?? '').challenge.parameters.nonce;
    expect((await adminDb().doc(`spentChallenges/${nonce}`).get()).exists).toBe(false);
    expect(await ordersWithKey(key)).toBe(0);
    expect(await stockOf(drop)).toBe(5);
    // The same key with the coupon removed is a new request: placed, with the same solution.
    const placed = await postOrder(orderOf(drop), { key, headers });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await stockOf(drop)).toBe(4);
  });

  it('when the solution is expired, forged, wrong or not a payload, then 403', async () => {
    const drop = await releasedProduct();
    // Signed with the emulators' key, but issued an hour ago with a 10-minute life.
    const config = challengeConfig({ FUNCTIONS_EMULATOR: 'true' });
    const expired = await challengeService.issue(config, Date.now() - 3_600_000);
    const good = await solvedPayload(await fetchChallenge());
    const cases = [
      await solvedPayload(expired),
      tampered(good, (p) => {
        p.challenge.parameters.expiresAt = (p.challenge.parameters.expiresAt ?? 0) + 3600;
      }),
      tampered(good, (p) => {
        p.solution.derivedKey = `${'0'.repeat(63)}1`;
      }),
      tampered(good, (p) => {
        p.challenge.signature = 'ab'.repeat(32);
      }),
      'not-base64-json',
      'x'.repeat(5000),
    ];
    for (const payload of cases) {
      await expectRefused(
        await postOrder(orderOf(drop), { key: newKey(), headers: { [ALTCHA_HEADER]: payload } }),
        drop,
      );
    }
    // The untouched solution still works: the refusals spent nothing.
    const placed = await postOrder(orderOf(drop), {
      key: newKey(),
      headers: { [ALTCHA_HEADER]: good },
    });
    expect(placed.status).toBe(201);
  });

  it('when the product is ordinary, or its drop ended 24 hours after release, then no challenge is needed', async () => {
    const ordinary = await createProduct({ stock: 5 });
    const pastDrop = await releasedProduct(25 * 3_600_000);
    for (const id of [ordinary, pastDrop]) {
      expect((await postOrder(orderOf(id), { key: newKey() })).status).toBe(201);
      expect(await stockOf(id)).toBe(4);
    }
  });
});
