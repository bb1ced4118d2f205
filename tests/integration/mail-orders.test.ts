import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { sendOrderMails } from '../../functions/src/features/mail/order-mails';
import { orderChange, type OrderChange } from '../../functions/src/features/orders';
import { shipping } from '../support/accounts';
import { adminDb, requireEmulators, uniqueSuffix } from '../support/emulators';

// The order trigger's handler in this process, against the Firestore emulator. The orders are
// written to a collection of this test's own (`mailTestOrders`), so the deployed trigger on
// `orders/{id}` never sees them and every mail document found here is this handler's.
vi.mock('firebase-functions', () => ({
  logger: { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
requireEmulators();

const ORIGIN = 'https://toys.example.com';
const PASSPORT = 'PZ' + uniqueSuffix().slice(0, 10);

/** A stored order's fields, with passport data, as the order transaction writes them. */
const orderFields = (over: Record<string, unknown> = {}) => ({
  status: 'new',
  createdAt: Timestamp.now(),
  items: [{ id: 'toy-robot', title: 'Robot <script>x</script>', price: 40, qty: 2, image: '' }],
  subtotal: 80,
  shipping: 10,
  tax: 0,
  discount: 0,
  bonusDiscount: 0,
  coupon: null,
  total: 90,
  tracking: null,
  userUid: null,
  userEmail: 'Casey@Example.com',
  userName: 'Casey Collector',
  shippingData: shipping({ email: ' Casey.Mail@Example.COM ', passportNumber: PASSPORT }),
  idempotencyKey: `test-${uniqueSuffix()}`,
  ...over,
});

/**
 * One write of an order, from snapshots before and after it (a missing `before` is a
 * creation), converted as the order trigger converts it.
 */
async function change(
  id: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<OrderChange> {
  const db = adminDb();
  const snapOf = async (name: string, data: Record<string, unknown> | null) => {
    const ref = db.collection(`mailTestOrders-${name}`).doc(id);
    if (data) await ref.set(data);
    return ref.get();
  };
  return orderChange(await snapOf('before', before), await snapOf('after', after));
}

async function mailOf(orderId: string) {
  const snap = await adminDb().collection('mail').where('orderId', '==', orderId).get();
  return snap.docs.map((doc): Record<string, unknown> => ({ id: doc.id, ...doc.data() }));
}

describe('order e-mails (the trigger handler, in process)', () => {
  it('when the creation event is handled twice, then one order-placed mail is written', async () => {
    const id = `mailint${uniqueSuffix()}`;
    const created = await change(id, null, orderFields());
    const first = await sendOrderMails('evt-a', id, created, { origin: ORIGIN });
    const again = await sendOrderMails('evt-a', id, created, { origin: ORIGIN });
    expect(first).toEqual([{ mailId: `order-placed-${id}`, created: true }]);
    expect(again).toEqual([{ mailId: `order-placed-${id}`, created: false }]);
    const mails = await mailOf(id);
    expect(mails).toHaveLength(1);
    const mail = mails[0] ?? {};
    expect(mail).toMatchObject({
      to: 'casey.mail@example.com',
      kind: 'order-placed',
      uid: null,
      language: 'en',
    });
    const message = mail.message as { subject: string; text: string; html: string };
    expect(message.subject).toContain(`#${id.slice(0, 6).toUpperCase()}`);
    expect(message.html).not.toContain('<script>x');
    expect(JSON.stringify(mail)).not.toContain(PASSPORT);
    expect(JSON.stringify(mail)).not.toContain('+1 503 555 0100');
    expect(JSON.stringify(mail)).not.toContain('12 Toy Lane');
    const createdAt = (mail.createdAt as Timestamp).toMillis();
    expect((mail.expiresAt as Timestamp).toMillis() - createdAt).toBe(30 * 86_400_000);
  });

  it('when one status event is delivered twice, then one mail; two status events, two mails', async () => {
    const id = `mailint${uniqueSuffix()}`;
    const paid = orderFields({ status: 'paid', userUid: 'uid-mail-int' });
    const shipped = { ...paid, status: 'shipped' };
    const delivered = { ...paid, status: 'delivered' };
    const ship = await change(id, paid, shipped);
    await Promise.all([
      sendOrderMails('evt-ship', id, ship, { origin: ORIGIN }),
      sendOrderMails('evt-ship', id, ship, { origin: ORIGIN }),
    ]);
    await sendOrderMails('evt-ship', id, ship, { origin: ORIGIN });
    expect(await mailOf(id)).toHaveLength(1);
    await sendOrderMails('evt-deliver', id, await change(id, shipped, delivered), {
      origin: ORIGIN,
    });
    const mails = await mailOf(id);
    expect(mails.map((mail) => mail.id).sort()).toEqual([
      `order-status-${id}-evt-deliver`,
      `order-status-${id}-evt-ship`,
    ]);
    for (const mail of mails) {
      expect(mail).toMatchObject({ kind: 'order-status', uid: 'uid-mail-int' });
      expect((mail.message as { html: string }).html).toContain(`${ORIGIN}/order/${id}`);
    }
  });

  it('when a tracking code is saved, then one mail with its portal link', async () => {
    const id = `mailint${uniqueSuffix()}`;
    const before = orderFields({ status: 'packed' });
    const after = { ...before, tracking: { code: 'LP777' } };
    const write = await change(id, before, after);
    await sendOrderMails('evt-t', id, write, { origin: ORIGIN });
    await sendOrderMails('evt-t', id, write, { origin: ORIGIN });
    const mails = await mailOf(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ id: `order-tracking-${id}-evt-t`, kind: 'order-tracking' });
    expect((mails[0]?.message as { text: string }).text).toContain(
      'https://parcelsapp.com/en/tracking/LP777',
    );
  });

  it('when the order is a demo or has no address (anonymised), then nobody is mailed', async () => {
    const demo = `mailint${uniqueSuffix()}`;
    const anonymised = `mailint${uniqueSuffix()}`;
    await sendOrderMails('e', demo, await change(demo, null, orderFields({ demo: true })));
    const blank = orderFields({ userEmail: '', shippingData: shipping({ email: '' }) });
    const cancelled = { ...blank, status: 'cancelled' };
    await sendOrderMails('e', anonymised, await change(anonymised, blank, cancelled));
    expect(await mailOf(demo)).toEqual([]);
    expect(await mailOf(anonymised)).toEqual([]);
  });
});
