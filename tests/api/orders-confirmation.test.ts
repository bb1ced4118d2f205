// Issue 21, point 3: orders of guests and unverified accounts are unconfirmed, hold stock
// briefly, are capped per contact e-mail and account, and are confirmed by a POST with the
// token mailed to the contact e-mail. Over HTTP through Hosting; the `orderMail` trigger runs
// in the Functions emulator. Every test orders with e-mails and accounts of its own.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { OrderResponseSchema, OrdersListResponseSchema } from '@contract/account';
import { AdminOrderResponseSchema, AdminOrdersResponseSchema } from '@contract/admin-orders';
import { CreateOrderResponseSchema } from '@contract/checkout';
import { ErrorBodySchema } from '@contract/common';
import { CONFIRM_LINK_INVALID } from '@contract/confirm-link';
import {
  CONFIRM_LINK_EXPIRED,
  CONFIRM_LINK_USED,
  CONFIRM_ORDER_CANCELLED,
  ConfirmOrderResponseSchema,
  ORDER_ALREADY_CONFIRMED,
  UNCONFIRMED_ORDERS_LIMIT,
  unconfirmedUnitsLimit,
} from '@contract/order-confirmation';
import { orderNumberOf } from '@contract/order';
import { call, seededAdmin } from '../support/accounts';
import { orderDoc } from '../support/admin-orders-fixtures';
import { createTestUser, createVerifiedUser, type TestUser } from '../support/auth';
import {
  createProduct,
  postOrder,
  shippingData,
  stockOf,
  type ApiAnswer,
} from '../support/checkout-fixtures';
import { adminDb, baseUrl, uniqueSuffix } from '../support/emulators';
import { eventually } from '../support/stats-fixtures';

const HOUR = 3_600_000;
const MINUTE = 60_000;

let admin: TestUser;
beforeAll(async () => {
  admin = await seededAdmin();
});

const contact = (label = 'guest') => `${label}-${uniqueSuffix()}@example.com`;

/** A real checkout of `qty` of a fresh product, as a guest or as `buyer`, to `email`. */
async function order(
  email: string,
  {
    qty = 1,
    buyer = null,
    product,
    key,
  }: { qty?: number; buyer?: TestUser | null; product?: string; key?: string } = {},
): Promise<ApiAnswer> {
  const toy = product ?? (await createProduct({ price: 5, stock: 50 }));
  return postOrder(
    { items: [{ id: toy, qty }], shippingData: shippingData({ email, fullName: 'Typed Name Q' }) },
    { key, headers: buyer ? buyer.bearer : {} },
  );
}

/** An answer the client is told to send again with the same key. */
const isRetryable = (answer: ApiAnswer) =>
  answer.status === 503 ||
  (answer.status === 409 && ErrorBodySchema.parse(answer.body).code === 'in_progress');

async function placed(email: string, options: Parameters<typeof order>[1] = {}) {
  const res = await order(email, options);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return CreateOrderResponseSchema.parse(res.body);
}

interface StoredMail {
  id: string;
  kind: string;
  to: string;
  language: string;
  uid: string | null;
  message: { subject: string; text: string; html: string };
}

const mailsOf = async (orderId: string): Promise<StoredMail[]> =>
  (await adminDb().collection('mail').where('orderId', '==', orderId).get()).docs.map(
    (doc) => ({ id: doc.id, ...doc.data() }) as StoredMail,
  );

/** The token of the order's confirmation mail, as its link carries it. */
async function mailedToken(orderId: string): Promise<string> {
  const snap = await adminDb().doc(`mail/order-confirmation-${orderId}`).get();
  const text = String(snap.get('message.text') ?? '');
  const token = /\/confirm-order#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no confirmation link for ${orderId}`);
  return token;
}

const confirm = (token: unknown) => call('POST', '/api/orders/confirm', { body: { token } });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function expectRefused(res: { status: number; body: unknown }, status: number, error: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(ErrorBodySchema.parse(res.body).error).toBe(error);
}

/** A short wait after the expected mail appeared, so one that should not come would show. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('unconfirmed orders: what is stored and mailed', () => {
  it('when a guest orders, then the order is unconfirmed and only the confirmation mail goes out, holding nothing typed and a token stored only as a hash', async () => {
    const email = contact();
    const { order: wire, confirmWithinMinutes } = await placed(email, { qty: 2 });
    expect(wire.contactConfirmed).toBe(false);
    expect(confirmWithinMinutes).toBe(30);
    const stored = await orderDoc(wire.id);
    expect(stored).toMatchObject({ contactConfirmed: false, confirmedAt: null, language: 'en' });
    expect(stored.unconfirmedHoldKeys).toEqual([`email-${sha256(email)}`]);

    const token = await mailedToken(wire.id);
    await settle();
    const mails = await mailsOf(wire.id);
    expect(mails.map((mail) => mail.kind)).toEqual(['order-confirmation']);
    const [mail] = mails;
    expect(mail).toMatchObject({ to: email, language: 'en', uid: null });
    expect(mail?.message.subject).toContain(`#${orderNumberOf(wire.id)}`);
    expect(mail?.message.text).toContain(wire.items[0]?.title ?? 'missing');
    for (const typed of ['Typed Name Q', 'X1234567', '12 Toy Lane', 'Portland', '503 555']) {
      expect(JSON.stringify(mail)).not.toContain(typed);
    }
    const link = await adminDb()
      .doc(`orderConfirmations/${sha256(token)}`)
      .get();
    expect(link.get('orderId')).toBe(wire.id);
    const validUntil = (link.get('validUntil') as Timestamp).toMillis();
    expect(validUntil - Date.parse(wire.createdAt)).toBe(30 * MINUTE);
    expect(JSON.stringify(link.data())).not.toContain(token);
  });

  it('when an unverified account orders, then unconfirmed too; a verified account’s order is confirmed at once and mailed as placed', async () => {
    const [unverified, verified] = await Promise.all([
      createTestUser('unconf-acct'),
      createVerifiedUser('conf-acct'),
    ]);
    const waiting = await placed(unverified.email, { buyer: unverified });
    expect(waiting.order.contactConfirmed).toBe(false);
    expect((await orderDoc(waiting.order.id)).unconfirmedHoldKeys).toEqual([
      `email-${sha256(unverified.email)}`,
      `account-${unverified.uid}`,
    ]);

    const proven = await placed(verified.email, { buyer: verified });
    expect(proven.order.contactConfirmed).toBe(true);
    expect(proven.confirmWithinMinutes).toBeNull();
    expect(await orderDoc(proven.order.id)).toMatchObject({
      contactConfirmed: true,
      confirmedBy: 'account',
      language: 'en',
    });
    const mails = await eventually(
      () => mailsOf(proven.order.id),
      (found) => found.length > 0,
      { timeoutMs: 15_000 },
    );
    await settle();
    expect((await mailsOf(proven.order.id)).map((mail) => mail.kind)).toEqual(['order-placed']);
    expect(mails[0]?.language).toBe('en');
  });
});

describe('POST /api/orders/confirm', () => {
  it('when the mailed token is posted, then the order is confirmed once, with the usual hold, logged, and mailed as placed; the same token again is 409', async () => {
    const { order: wire } = await placed(contact());
    const token = await mailedToken(wire.id);

    const res = await confirm(token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(ConfirmOrderResponseSchema.parse(res.body)).toEqual({
      ok: true,
      number: orderNumberOf(wire.id),
      holdExpiresAt: new Date(Date.parse(wire.createdAt) + 72 * HOUR).toISOString(),
    });
    const stored = await orderDoc(wire.id);
    expect(stored).toMatchObject({ contactConfirmed: true, confirmedBy: 'email', status: 'new' });
    expect(stored.confirmedAt).toBeInstanceOf(Timestamp);
    // Off its counters, the order keeps no hash of its contact e-mail.
    expect(stored).not.toHaveProperty('unconfirmedHoldKeys');
    const logs = await adminDb().collection('logs').where('target', '==', wire.id).get();
    expect(logs.docs.map((doc) => String(doc.get('action')))).toContain('order.contact_confirmed');
    await eventually(
      async () => (await mailsOf(wire.id)).map((mail) => mail.kind).sort(),
      (kinds) => kinds.includes('order-placed'),
      { timeoutMs: 15_000 },
    );

    expectRefused(await confirm(token), 409, CONFIRM_LINK_USED);
  });

  it('when the token is unknown, malformed or missing, then 404 or 400 with words the page shows', async () => {
    expectRefused(await confirm('A'.repeat(43)), 404, CONFIRM_LINK_INVALID);
    expectRefused(await confirm('too-short'), 400, CONFIRM_LINK_INVALID);
    expect((await call('POST', '/api/orders/confirm', { body: {} })).status).toBe(400);
    const extra = await call('POST', '/api/orders/confirm', {
      body: { token: 'A'.repeat(43), email: 'x@example.com' },
    });
    expect(extra.status).toBe(400);
  });

  it('when the link’s short hold is over, then 410 and the order stays unconfirmed', async () => {
    const { order: wire } = await placed(contact());
    const token = await mailedToken(wire.id);
    await adminDb()
      .doc(`orderConfirmations/${sha256(token)}`)
      .update({ validUntil: Timestamp.fromMillis(Date.now() - 1_000) });
    expectRefused(await confirm(token), 410, CONFIRM_LINK_EXPIRED);
    expect((await orderDoc(wire.id)).contactConfirmed).toBe(false);
  });

  it('when an admin cancelled the order first, then its link is 409 and the stock stays returned', async () => {
    const toy = await createProduct({ stock: 5 });
    const { order: wire } = await placed(contact(), { product: toy, qty: 2 });
    const token = await mailedToken(wire.id);
    const cancel = await call('PATCH', `/api/admin/orders/${wire.id}`, {
      bearer: admin,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    expectRefused(await confirm(token), 409, CONFIRM_ORDER_CANCELLED);
    expect(await stockOf(toy)).toBe(5);
  });
});

describe('admins and unconfirmed orders', () => {
  it('when admins list or open orders, then each answer says contactConfirmed, and an unconfirmed order’s hold ends 30 minutes after it was placed', async () => {
    const { order: waiting } = await placed(contact());
    const verified = await createVerifiedUser('adm-conf');
    const { order: proven } = await placed(verified.email, { buyer: verified });

    const list = await call('GET', '/api/admin/orders?limit=50', { bearer: admin });
    expect(list.status).toBe(200);
    const raw = (list.body as { items: Record<string, unknown>[] }).items;
    // Sent by the server, not filled in by the schema's default.
    expect(raw.find((o) => o.id === waiting.id)?.contactConfirmed).toBe(false);
    expect(raw.find((o) => o.id === proven.id)?.contactConfirmed).toBe(true);
    const rows = AdminOrdersResponseSchema.parse(list.body).items;
    expect(rows.find((o) => o.id === waiting.id)?.holdExpiresAt).toBe(
      new Date(Date.parse(waiting.createdAt) + 30 * MINUTE).toISOString(),
    );
    expect(rows.find((o) => o.id === proven.id)?.holdExpiresAt).toBe(
      new Date(Date.parse(proven.createdAt) + 72 * HOUR).toISOString(),
    );

    const detail = await call('GET', `/api/admin/orders/${waiting.id}`, { bearer: admin });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect((detail.body as { order: Record<string, unknown> }).order.contactConfirmed).toBe(false);
    expect(AdminOrderResponseSchema.parse(detail.body).order.contactConfirmed).toBe(false);
  });

  it('when an admin sets an unconfirmed order to paid, then it is confirmed, its place under the cap is freed, and its link is 409', async () => {
    const email = contact('paid');
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push((await placed(email)).order);
    expectRefused(await order(email), 429, UNCONFIRMED_ORDERS_LIMIT);
    const first = orders[0];
    if (!first) throw new Error('unreachable');
    const token = await mailedToken(first.id);

    const paid = await call('PATCH', `/api/admin/orders/${first.id}`, {
      bearer: admin,
      body: { status: 'paid' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(AdminOrderResponseSchema.parse(paid.body).order.contactConfirmed).toBe(true);
    const stored = await orderDoc(first.id);
    expect(stored).toMatchObject({ status: 'paid', contactConfirmed: true, confirmedBy: 'admin' });
    expect(stored).not.toHaveProperty('unconfirmedHoldKeys');
    expect((await order(email)).status).toBe(201);
    expectRefused(await confirm(token), 409, ORDER_ALREADY_CONFIRMED);
  });
});

describe('customers and their unconfirmed orders (GET /api/orders, GET /api/orders/{id})', () => {
  it('when a customer reads an order waiting for its e-mail confirmation, then it says so and until when; once confirmed, neither', async () => {
    const account = await createTestUser('reads-own');
    const { order: wire } = await placed(contact('own'), { buyer: account });
    const confirmBy = new Date(Date.parse(wire.createdAt) + 30 * MINUTE).toISOString();

    const list = await call('GET', '/api/orders', { bearer: account });
    expect(list.status).toBe(200);
    // Sent by the server, not filled in by the schema's defaults.
    const raw = (list.body as { items: Record<string, unknown>[] }).items;
    expect(raw.find((o) => o.id === wire.id)).toMatchObject({
      contactConfirmed: false,
      confirmBy,
    });
    const row = OrdersListResponseSchema.parse(list.body).items.find((o) => o.id === wire.id);
    expect(row).toMatchObject({ contactConfirmed: false, confirmBy });
    const detail = await call('GET', `/api/orders/${wire.id}`, { bearer: account });
    expect(detail.status).toBe(200);
    expect((detail.body as { order: Record<string, unknown> }).order).toMatchObject({
      contactConfirmed: false,
      confirmBy,
    });

    expect((await confirm(await mailedToken(wire.id))).status).toBe(200);
    const after = await call('GET', `/api/orders/${wire.id}`, { bearer: account });
    expect((after.body as { order: Record<string, unknown> }).order).toMatchObject({
      contactConfirmed: true,
      confirmBy: null,
    });
    expect(OrderResponseSchema.parse(after.body).order.contactConfirmed).toBe(true);
  });

  it('when an unconfirmed order is cancelled, then it waits for nothing: confirmBy is null', async () => {
    const account = await createTestUser('reads-cancelled');
    const { order: wire } = await placed(contact('own-cancelled'), { buyer: account });
    const cancel = await call('PATCH', `/api/admin/orders/${wire.id}`, {
      bearer: admin,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    const res = await call('GET', `/api/orders/${wire.id}`, { bearer: account });
    expect((res.body as { order: Record<string, unknown> }).order).toMatchObject({
      status: 'cancelled',
      contactConfirmed: false,
      confirmBy: null,
    });
  });
});

describe('caps on unconfirmed orders (POST /api/orders 429)', () => {
  it('when one e-mail has 5 unconfirmed orders, then the 6th is 429 asking to confirm them; another e-mail orders; confirming one frees a place', async () => {
    const email = contact('cap');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await placed(email)).order.id);
    const toy = await createProduct({ stock: 5 });
    const sixth = await order(email, { product: toy });
    expectRefused(sixth, 429, UNCONFIRMED_ORDERS_LIMIT);
    expect(await stockOf(toy)).toBe(5);
    // The same address in another case is the same contact.
    expectRefused(await order(email.toUpperCase()), 429, UNCONFIRMED_ORDERS_LIMIT);
    expect((await order(contact('cap-other'))).status).toBe(201);

    expect((await confirm(await mailedToken(ids[0] ?? ''))).status).toBe(200);
    expect((await order(email)).status).toBe(201);
  });

  it('when one e-mail’s unconfirmed orders hold 10 units, then the 11th unit is 429; one order of 11 is 429 on its own', async () => {
    const email = contact('units');
    await placed(email, { qty: 6 });
    await placed(email, { qty: 4 });
    expectRefused(await order(email, { qty: 1 }), 429, UNCONFIRMED_ORDERS_LIMIT);
    expectRefused(await order(contact('units-big'), { qty: 11 }), 429, unconfirmedUnitsLimit(10));
  });

  it('when an unverified account has 5 unconfirmed orders under different e-mails, then its 6th is 429; its 11th unit too', async () => {
    const account = await createTestUser('cap-acct');
    for (let i = 0; i < 5; i++) await placed(contact('acct'), { buyer: account });
    expectRefused(await order(contact('acct'), { buyer: account }), 429, UNCONFIRMED_ORDERS_LIMIT);

    const bulk = await createTestUser('cap-acct-units');
    await placed(contact('acct-units'), { buyer: bulk, qty: 7 });
    await placed(contact('acct-units'), { buyer: bulk, qty: 3 });
    expectRefused(
      await order(contact('acct-units'), { buyer: bulk }),
      429,
      UNCONFIRMED_ORDERS_LIMIT,
    );
  });

  it('when a verified account orders more than the caps, then nothing is capped', async () => {
    const verified = await createVerifiedUser('cap-free');
    for (let i = 0; i < 6; i++) await placed(verified.email, { buyer: verified, qty: 2 });
  });

  it('when orders of one e-mail arrive at once at the cap, then only the room left is placed and the rest are 429', async () => {
    const email = contact('race');
    const toy = await createProduct({ stock: 50 });
    for (let i = 0; i < 3; i++) expect((await order(email, { product: toy })).status).toBe(201);
    // Four function workers up first (the emulator starts one per request in flight), so the
    // burst measures the cap and not cold starts against the 9 s deadline.
    await Promise.all(Array.from({ length: 4 }, () => fetch(`${baseUrl}/api/health`)));
    // Four at once for the last two places. A 503 or a 409 "in progress" is retried with the
    // same key, as the web client does: never placed twice; a placed one replays (200).
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const key = `race-${uniqueSuffix()}`;
        let answer = await order(email, { product: toy, key });
        for (let retry = 0; retry < 5 && isRetryable(answer); retry++) {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          answer = await order(email, { product: toy, key });
        }
        return answer;
      }),
    );
    const outcomes = answers.map((a) => (a.status === 200 ? 201 : a.status)).sort();
    expect(outcomes).toEqual([201, 201, 429, 429]);
    expect(await stockOf(toy)).toBe(45);
  });
});
