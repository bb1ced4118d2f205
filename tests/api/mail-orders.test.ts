// Order e-mails through the real triggers: the API writes the order, the Functions emulator's
// `orderMail` trigger writes the `mail` documents the Trigger Email extension would deliver.
import { beforeAll, describe, expect, it } from 'vitest';
import { CreateOrderResponseSchema } from '@contract/checkout';
import { orderNumberOf } from '@contract/order';
import { call, seededAdmin } from '../support/accounts';
import { createVerifiedUser, type TestUser } from '../support/auth';
import { createProduct, postOrder, shippingData } from '../support/checkout-fixtures';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { eventually } from '../support/stats-fixtures';

interface StoredMail {
  id: string;
  to: string;
  kind: string;
  uid: string | null;
  language: string;
  message: { subject: string; text: string; html: string };
}

let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  // A verified account: its orders are confirmed from the start and mailed as placed.
  [admin, shopper] = await Promise.all([seededAdmin(), createVerifiedUser('mail-orders')]);
});

const mailOf = async (orderId: string): Promise<StoredMail[]> =>
  (await adminDb().collection('mail').where('orderId', '==', orderId).get()).docs.map(
    (doc) => ({ id: doc.id, ...doc.data() }) as StoredMail,
  );

/** The order's mail of one kind, once `count` of them are there (triggers run in the background). */
const mailsOfKind = (orderId: string, kind: string, count = 1) =>
  eventually(
    async () => (await mailOf(orderId)).filter((mail) => mail.kind === kind),
    (mails) => mails.length >= count,
    { timeoutMs: 15_000 },
  );

/** A short wait after the expected mail appeared, so a duplicate would have time to show up. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** A real checkout with an address and passport number of this test's own. */
async function placeOrder(buyer: TestUser | null, email: string, passportNumber: string) {
  const toy = await createProduct({ stock: 5, title: `Mail <b>Toy</b> ${uniqueSuffix()}` });
  const res = await postOrder(
    { items: [{ id: toy, qty: 2 }], shippingData: shippingData({ email, passportNumber }) },
    { headers: buyer ? buyer.bearer : {} },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return CreateOrderResponseSchema.parse(res.body).order.id;
}

describe('order e-mails (orderMail trigger)', () => {
  it('when a guest places an order, then only the confirmation mail; once confirmed, one order-placed mail to the normalised address with the lookup link', async () => {
    const address = `Guest.${uniqueSuffix()}@Example.com`;
    const passport = `P${uniqueSuffix()}`.slice(0, 12).toUpperCase();
    const id = await placeOrder(null, `  ${address} `, passport);
    const [confirmation] = await mailsOfKind(id, 'order-confirmation');
    await settle();
    // Issue 21: the buyer's own request mails an unproven address nothing else.
    expect((await mailOf(id)).map((m) => m.kind)).toEqual(['order-confirmation']);
    expect(confirmation).toMatchObject({ to: address.toLowerCase(), uid: null, language: 'en' });
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(confirmation?.message.text ?? '')?.[1];
    const confirmed = await call('POST', '/api/orders/confirm', { body: { token } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    const [mail] = await mailsOfKind(id, 'order-placed');
    await settle();
    expect(await mailOf(id)).toHaveLength(2);
    expect(mail).toMatchObject({
      id: `order-placed-${id}`,
      to: address.toLowerCase(),
      uid: null,
      language: 'en',
    });
    const number = orderNumberOf(id);
    expect(mail?.message.subject).toContain(`#${number}`);
    expect(mail?.message.html).toContain(`/tracking?order=${number}`);
    expect(mail?.message.html).toContain('Mail &lt;b&gt;Toy&lt;/b&gt;');
    expect(mail?.message.text).toContain('Portland, United States');
    expect(JSON.stringify(mail)).not.toContain(passport);
    expect(JSON.stringify(mail)).not.toContain('12 Toy Lane');
  });

  it('when tracking is saved through notify-tracking, then one tracking mail with the portal link', async () => {
    const id = await placeOrder(shopper, shopper.email, 'X1234567');
    await mailsOfKind(id, 'order-placed');
    const code = `LP${uniqueSuffix().toUpperCase()}`;
    const res = await call('POST', '/api/admin/notify-tracking', {
      bearer: admin,
      body: { orderId: id, code },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [mail] = await mailsOfKind(id, 'order-tracking');
    // The same code again changes nothing, so no second mail.
    await call('POST', '/api/admin/notify-tracking', {
      bearer: admin,
      body: { orderId: id, code },
    });
    await settle();
    expect((await mailOf(id)).filter((m) => m.kind === 'order-tracking')).toHaveLength(1);
    expect(mail?.uid).toBe(shopper.uid);
    expect(mail?.message.subject).toContain(`#${orderNumberOf(id)}`);
    expect(mail?.message.html).toContain(`https://parcelsapp.com/en/tracking/${code}`);
    expect(mail?.message.html).toContain(`/order/${id}`);
  });

  it('when the admin marks the order shipped, then one status mail', async () => {
    const id = await placeOrder(shopper, shopper.email, 'X1234567');
    await mailsOfKind(id, 'order-placed');
    for (const status of ['paid', 'packed', 'shipped']) {
      const res = await call('PATCH', `/api/admin/orders/${id}`, {
        bearer: admin,
        body: { status },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const [mail] = await mailsOfKind(id, 'order-status');
    await settle();
    expect((await mailOf(id)).filter((m) => m.kind === 'order-status')).toHaveLength(1);
    expect(mail?.message.subject).toMatch(/shipped/);
  });

  it('when an admin makes a demo order, then nobody is mailed', async () => {
    const res = await call('POST', '/api/admin/demo-order', {
      bearer: admin,
      body: { email: `demo-${uniqueSuffix()}@example.com` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = (res.body.order as { id: string }).id;
    await settle();
    await settle();
    expect(await mailOf(id)).toEqual([]);
  });
});
