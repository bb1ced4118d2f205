// The whole raffle of a hyped release over HTTP (issue 23), with windows of a few seconds set
// by the test: entries, refusals, the commitments, a draw re-run here from the published seed
// and list, a winner checking out, an unclaimed unit passing on, and the e-mails. The draw
// and the pass-on run lazily on the first call after their time (the emulator fires no
// schedule), so the test only waits for the clock and then reads.
import { createHash, createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CreateOrderResponseSchema } from '@contract/checkout';
import { ProductListResponseSchema, ProductResponseSchema } from '@contract/product';
import {
  AdminDropResponseSchema,
  DropStateResponseSchema,
  EntryResponseSchema,
  type RaffleView,
} from '@contract/raffle';
import { altchaHeader } from '../support/altcha';
import { call, seededAdmin } from '../support/accounts';
import { createTestUser, createVerifiedUser, type TestUser } from '../support/auth';
import { createProduct, newKey, shippingData, stockOf } from '../support/checkout-fixtures';
import { adminDb } from '../support/emulators';

const sleepUntil = (ms: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - Date.now()) + 300));

/** The draw as docs/decisions.md states it, written again here from the published rule. */
function redraw(seed: string, entryIds: readonly string[]): string[] {
  const key = (id: string) => createHmac('sha256', seed).update(id).digest('hex');
  return [...entryIds].sort((a, b) => (key(a) < key(b) ? -1 : 1));
}
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function raffleOf(productId: string, user: TestUser | null = null): Promise<RaffleView> {
  const res = await call('GET', `/api/drops/${productId}`, { bearer: user });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { drop } = DropStateResponseSchema.parse(res.body);
  if (drop.mode !== 'raffle') throw new Error('expected a raffle');
  return drop;
}

const enter = async (productId: string, user: TestUser | null) =>
  call('POST', `/api/drops/${productId}/entries`, {
    bearer: user,
    headers: user ? await altchaHeader() : {},
  });

const order = async (productId: string, user: TestUser, qty = 1) =>
  call('POST', '/api/orders', {
    bearer: user,
    headers: { 'idempotency-key': newKey(), ...(await altchaHeader()) },
    body: { items: [{ id: productId, qty }], shippingData: shippingData({ email: user.email }) },
  });

const mailsAbout = async (productId: string) =>
  (await adminDb().collection('mail').where('productId', '==', productId).get()).docs.map(
    (doc) => doc.data() as { to: string; kind: string; message: { text: string } },
  );

let admin: TestUser;
let shoppers: TestUser[];
let unverified: TestUser;
let another: TestUser;

beforeAll(async () => {
  [admin, unverified, another, ...shoppers] = await Promise.all([
    seededAdmin(),
    createTestUser('raffle-unverified'),
    createVerifiedUser('raffle-nochallenge'),
    ...[1, 2, 3, 4].map((n) => createVerifiedUser(`raffle-${n}`)),
  ]);
}, 60_000);

describe('raffle mode (PUT /api/admin/drops, /api/drops/{productId})', () => {
  it('when a raffle runs with short windows, then entries, the commitments, a reproducible draw, checkout, pass-on and e-mails all hold', async () => {
    const toy = await createProduct({ stock: 2, title: `Raffle Toy ${Date.now()}` });
    const start = Date.now();
    const closeAt = start + 8_000;
    const drawAt = closeAt + 2_000;
    const put = await call('PUT', `/api/admin/drops/${toy}`, {
      bearer: admin,
      body: {
        mode: 'raffle',
        entriesOpenAt: new Date(start - 1_000).toISOString(),
        entriesCloseAt: new Date(closeAt).toISOString(),
        drawAt: new Date(drawAt).toISOString(),
        checkoutWindowSeconds: 5,
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    // Only admins set the mode.
    const notAdmin = await call('PUT', `/api/admin/drops/${toy}`, {
      bearer: shoppers[0],
      body: { mode: 'first-come' },
    });
    expect(notAdmin.status).toBe(403);

    // Entries: one per verified account; the second 409, unverified 403, guest 401.
    const entryIds = new Map<string, TestUser>();
    for (const shopper of shoppers) {
      const res = await enter(toy, shopper);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      entryIds.set(EntryResponseSchema.parse(res.body).entry.entryId, shopper);
    }
    expect((await enter(toy, shoppers[0] ?? null)).status).toBe(409);
    const refused = await enter(toy, unverified);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Verify your e-mail to enter');
    expect((await enter(toy, null)).status).toBe(401);
    // An entry with no solved challenge is refused by the proof-of-work check.
    expect((await call('POST', `/api/drops/${toy}/entries`, { bearer: another })).status).toBe(403);

    const open = await raffleOf(toy, shoppers[0]);
    const openAnswer = await call('GET', `/api/drops/${toy}`);
    expect(openAnswer.headers.get('cache-control')).toBe('private, no-store');
    expect(open).toMatchObject({ state: 'open', entryListHash: null, seed: null });
    expect(open.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(open.mine?.status).toBe('entered');
    expect(entryIds.get(open.mine?.entryId ?? '')).toBe(shoppers[0]);
    // Entry ids are opaque: nothing of the account in them.
    for (const id of entryIds.keys()) expect(id).toMatch(/^[0-9a-f]{24}$/);
    // Before the draw nobody may order the product, first come or not.
    expect((await order(toy, shoppers[0] as TestUser)).status).toBe(409);

    // Entries close: the list is frozen and hashed, the seed still secret.
    await sleepUntil(closeAt);
    const closed = await raffleOf(toy);
    expect(closed.state).toBe('closed');
    expect(closed.seed).toBeNull();
    const sorted = [...entryIds.keys()].sort();
    expect(closed.entryIds).toEqual(sorted);
    expect(closed.entryListHash).toBe(sha256(sorted.join('\n')));
    expect(await enter(toy, another).then((res) => res.status)).toBe(409);

    // The draw: the seed matches its published hash and the order is re-run here.
    await sleepUntil(drawAt);
    const drawn = await raffleOf(toy);
    expect(drawn.state).toBe('drawn');
    const seed = drawn.seed ?? '';
    expect(sha256(seed)).toBe(open.seedHash);
    const drawOrder = redraw(seed, closed.entryIds ?? []);
    expect(drawn.drawOrder).toEqual(drawOrder);
    expect(drawn.units).toBe(2);
    const [first, second, third, fourth] = drawOrder.map((id) => entryIds.get(id) as TestUser);
    const firstView = await raffleOf(toy, first);
    expect(firstView.mine?.status).toBe('won');
    expect(firstView.mine?.checkoutBy).not.toBeNull();
    expect((await raffleOf(toy, third)).mine?.status).toBe('waiting');

    // The first winner checks out at once (within the window), one unit; then two units, a
    // second order of theirs, and a waiting entry's order are 409.
    const bought = await order(toy, first as TestUser);
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect(CreateOrderResponseSchema.parse(bought.body).order.items[0]?.qty).toBe(1);
    expect((await order(toy, first as TestUser, 2)).status).toBe(409);
    expect((await order(toy, first as TestUser)).status).toBe(409);
    expect((await order(toy, third as TestUser)).status).toBe(409);

    // The second winner lets the window pass: the unit goes to the third in draw order.
    const secondView = await raffleOf(toy, second);
    await sleepUntil(Date.parse(secondView.mine?.checkoutBy ?? ''));
    expect((await raffleOf(toy, second)).mine?.status).toBe('lapsed');
    expect((await order(toy, second as TestUser)).status).toBe(409);
    expect((await raffleOf(toy, third)).mine?.status).toBe('won');
    const passedOn = await order(toy, third as TestUser);
    expect(passedOn.status, JSON.stringify(passedOn.body)).toBe(201);
    expect(await stockOf(toy)).toBe(0);

    // Every unit bought: finished; the rest are told once.
    const finished = await raffleOf(toy, fourth);
    expect(finished.state).toBe('finished');
    expect(finished.mine?.status).toBe('not-drawn');
    expect((await raffleOf(toy, first)).mine?.status).toBe('bought');
    await raffleOf(toy); // a second read writes no second mail
    const mails = await mailsAbout(toy);
    const to = (kind: string) =>
      mails
        .filter((mail) => mail.kind === kind)
        .map((mail) => mail.to)
        .sort();
    expect(to('raffle-win')).toEqual([first, second, third].map((u) => u?.email).sort());
    expect(to('raffle-not-served')).toEqual([second, fourth].map((u) => u?.email).sort());
    const winMail = mails.find((mail) => mail.kind === 'raffle-win' && mail.to === third?.email);
    expect(winMail?.message.text).toContain(drawOrder[2]);

    // The admin sees the count and the winners with their claim state.
    const adminView = await call('GET', `/api/admin/drops/${toy}`, { bearer: admin });
    expect(adminView.status).toBe(200);
    const { drop } = AdminDropResponseSchema.parse(adminView.body);
    if (drop.mode !== 'raffle') throw new Error('expected a raffle');
    expect(drop.entryCount).toBe(4);
    expect(drop.winners.map((w) => [w.entryId, w.status])).toEqual([
      [drawOrder[0], 'bought'],
      [drawOrder[1], 'lapsed'],
      [drawOrder[2], 'bought'],
    ]);
    // Once opened, the settings are a promise: they cannot change.
    const late = await call('PUT', `/api/admin/drops/${toy}`, {
      bearer: admin,
      body: { mode: 'first-come' },
    });
    expect(late.status).toBe(409);
  }, 90_000);

  it('when an admin sets a raffle, then the product answers carry `raffle: true` until it goes back to first come', async () => {
    const toy = await createProduct({ stock: 1 });
    const slug = String((await adminDb().doc(`products/${toy}`).get()).get('slug'));
    // One request at a time: each reaches the one emulated instance, whose copies the PUT drops
    // (requests in flight together would start a second instance with copies of its own).
    const answers = async () => {
      const one = await call('GET', `/api/products/${slug}`);
      const list = await call('GET', '/api/products');
      const listed = ProductListResponseSchema.parse(list.body).items.find((p) => p.id === toy);
      return [ProductResponseSchema.parse(one.body).item.raffle, listed?.raffle];
    };
    expect(await answers()).toEqual([undefined, undefined]);
    const hourFromNow = Date.now() + 3_600_000;
    const put = await call('PUT', `/api/admin/drops/${toy}`, {
      bearer: admin,
      body: {
        mode: 'raffle',
        entriesOpenAt: new Date(hourFromNow).toISOString(),
        entriesCloseAt: new Date(hourFromNow + 3_600_000).toISOString(),
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await answers()).toEqual([true, true]);
    // Before entries open the admin may switch back: the flag goes with the raffle.
    const back = await call('PUT', `/api/admin/drops/${toy}`, {
      bearer: admin,
      body: { mode: 'first-come' },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await answers()).toEqual([undefined, undefined]);
  });

  it('when a product has no raffle, then its drop is first come and anyone may order it', async () => {
    const toy = await createProduct({ stock: 3 });
    const res = await call('GET', `/api/drops/${toy}`);
    expect(DropStateResponseSchema.parse(res.body).drop).toEqual({ mode: 'first-come' });
    // The same for everyone: product pages may share it for a minute.
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await call('GET', '/api/drops/prd-no-such-product')).status).toBe(404);
  });
});
