import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { OrdersListResponseSchema } from '@contract/account';
import { CreateOrderResponseSchema } from '@contract/checkout';
import { ErrorBodySchema } from '@contract/common';
import {
  CONFIRM_LINK_USED,
  ConfirmOrderResponseSchema,
  UNCONFIRMED_ORDERS_LIMIT,
} from '@contract/order-confirmation';
import { call, createOrder, createOrderOf, startSession } from '../support/accounts';
import { logActionsFor, orderDoc } from '../support/admin-orders-fixtures';
import { adminAuth, createTestUser, createVerifiedUser, type TestUser } from '../support/auth';
import { createProduct, postOrder, shippingData } from '../support/checkout-fixtures';
import { adminDb } from '../support/emulators';
import { eventually } from '../support/stats-fixtures';

const ownerOf = async (orderId: string): Promise<unknown> =>
  (await adminDb().doc(`orders/${orderId}`).get()).get('userUid');

describe('guest orders join the account of their e-mail', () => {
  it('when a verified account signs in, then its guest orders (any usual case) become its own', async () => {
    const user = await createTestUser('guestbuyer');
    const [local, domain] = user.email.split('@') as [string, string];
    const shouted = `${local.charAt(0).toUpperCase()}${local.slice(1)}@${domain.toUpperCase()}`;
    const other = await createTestUser('otherbuyer');
    const [exact, capitalised, elsewhere, someoneElses] = await Promise.all([
      createOrder({ userEmail: user.email }),
      createOrder({ userEmail: shouted }),
      createOrder({ userEmail: `not-${user.email}` }),
      createOrder({ userUid: other.uid, userEmail: user.email }),
    ]);
    await adminAuth().updateUser(user.uid, { emailVerified: true });

    await startSession(user);

    expect(await ownerOf(exact)).toBe(user.uid);
    expect(await ownerOf(capitalised)).toBe(user.uid);
    expect(await ownerOf(elsewhere)).toBeNull();
    expect(await ownerOf(someoneElses)).toBe(other.uid);
    const list = await call('GET', '/api/orders', { bearer: user });
    const ids = OrdersListResponseSchema.parse(list.body).items.map((order) => order.id);
    expect(ids.sort()).toEqual([exact, capitalised].sort());
  });

  it('when the e-mail is not verified, then guest orders are not attached (an address proves nothing yet)', async () => {
    const user = await createTestUser('unverified');
    const guestOrder = await createOrder({ userEmail: user.email });
    const own = await createOrderOf(user);
    await startSession(user);
    expect(await ownerOf(guestOrder)).toBeNull();
    expect(await ownerOf(own)).toBe(user.uid);
  });
});

// Issue 21: a guest order waits for its contact e-mail's confirmation; the sign-in of the
// verified account of that e-mail proves the same mailbox, so it confirms those orders as
// their link would (orderConfirmationService.confirmGuestOrdersOf).

/** A guest's checkout of one toy, to `email`, as a guest or as `buyer`. */
async function guestOrder(email: string, buyer: TestUser | null = null) {
  const toy = await createProduct({ price: 5, stock: 20 });
  return postOrder(
    { items: [{ id: toy, qty: 1 }], shippingData: shippingData({ email }) },
    { headers: buyer ? buyer.bearer : {} },
  );
}

async function placedAsGuest(email: string, buyer: TestUser | null = null) {
  const res = await guestOrder(email, buyer);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { order } = CreateOrderResponseSchema.parse(res.body);
  expect(order.contactConfirmed).toBe(false);
  return order.id;
}

/** The token of the order's confirmation mail, as its link carries it. */
async function mailedToken(orderId: string): Promise<string> {
  const text = String(
    (await adminDb().doc(`mail/order-confirmation-${orderId}`).get()).get('message.text'),
  );
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no confirmation link for ${orderId}`);
  return token;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const heldOn = async (email: string) =>
  Object.keys(
    ((
      await adminDb()
        .doc(`unconfirmedHolds/email-${sha256(email)}`)
        .get()
    ).get('holds') ?? {}) as object,
  );
const confirm = (token: string) => call('POST', '/api/orders/confirm', { body: { token } });

describe('a verified sign-in confirms the guest orders of its e-mail', () => {
  it('when the verified account of a guest’s e-mail signs in, then its waiting guest orders are attached and confirmed as their link would: off the cap, the link spent, logged, mailed as placed', async () => {
    const user = await createVerifiedUser('proven');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await placedAsGuest(user.email));
    // The cap is full: a 6th unconfirmed order of this e-mail is refused.
    const refused = await guestOrder(user.email);
    expect(refused.status).toBe(429);
    expect(ErrorBodySchema.parse(refused.body).error).toBe(UNCONFIRMED_ORDERS_LIMIT);
    expect((await heldOn(user.email)).sort()).toEqual([...ids].sort());
    const firstToken = await mailedToken(ids[0] ?? '');

    await startSession(user);

    for (const id of ids) {
      const stored = await orderDoc(id);
      expect(stored).toMatchObject({
        userUid: user.uid,
        status: 'new',
        contactConfirmed: true,
        confirmedBy: 'sign-in',
      });
      expect(stored.confirmedAt).toBeInstanceOf(Timestamp);
      expect(stored).not.toHaveProperty('unconfirmedHoldKeys');
      expect(await logActionsFor(id)).toContainEqual({
        action: 'order.contact_confirmed',
        actor: user.email,
      });
    }
    // Off the counter: the room is back, and the 6th order is placed.
    expect(await heldOn(user.email)).toEqual([]);
    expect((await guestOrder(user.email)).status).toBe(201);
    // The link was spent by the sign-in: a late click changes nothing.
    const late = await confirm(firstToken);
    expect(late.status).toBe(409);
    expect(ErrorBodySchema.parse(late.body).error).toBe(CONFIRM_LINK_USED);
    // Confirmed, the order is mailed as placed (the orderMail trigger), as after a click.
    await eventually(
      async () =>
        (await adminDb().collection('mail').where('orderId', '==', ids[0]).get()).docs.map(
          (doc) => doc.get('kind') as unknown,
        ),
      (kinds) => kinds.includes('order-placed'),
      { timeoutMs: 15_000 },
    );
    // The customer's own answers say so.
    const list = await call('GET', '/api/orders', { bearer: user });
    const mine = OrdersListResponseSchema.parse(list.body).items;
    expect(mine.map((order) => order.id).sort()).toEqual([...ids].sort());
    expect(mine.every((order) => order.contactConfirmed && order.confirmBy === null)).toBe(true);
  });

  it('when an unverified account of that e-mail signs in, then nothing is confirmed or attached, and the link still confirms the guest order', async () => {
    const user = await createTestUser('unproven');
    const guest = await placedAsGuest(user.email);
    const own = await placedAsGuest(user.email, user);

    await startSession(user);

    expect(await orderDoc(guest)).toMatchObject({ userUid: null, contactConfirmed: false });
    expect(await orderDoc(own)).toMatchObject({ userUid: user.uid, contactConfirmed: false });
    expect((await heldOn(user.email)).sort()).toEqual([guest, own].sort());
    expect(await logActionsFor(guest)).not.toContainEqual(
      expect.objectContaining({ action: 'order.contact_confirmed' }),
    );
    const res = await confirm(await mailedToken(guest));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ConfirmOrderResponseSchema.parse(res.body).ok).toBe(true);
  });

  it('when the guest order’s link has expired, then the verified sign-in attaches it but leaves it to the hold-expiry job, as a late click would', async () => {
    const user = await createVerifiedUser('late');
    const id = await placedAsGuest(user.email);
    await adminDb()
      .doc(`orderConfirmations/${sha256(await mailedToken(id))}`)
      .update({ validUntil: Timestamp.fromMillis(Date.now() - 1_000) });

    await startSession(user);

    expect(await orderDoc(id)).toMatchObject({ userUid: user.uid, contactConfirmed: false });
  });
});
