import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { CreateOrderRequestSchema } from '@contract/checkout';
import type { SessionUser } from '../../functions/src/core/auth';
import { expireUnpaidHolds } from '../../functions/src/features/admin-orders/hold-expiry.service';
import { orderConfirmationService } from '../../functions/src/features/orders/order-confirmation.service';
import { ordersService } from '../../functions/src/features/orders/orders.service';
import { startSession } from '../support/accounts';
import { logActionsFor, orderDoc } from '../support/admin-orders-fixtures';
import { createVerifiedUser } from '../support/auth';
import { createProduct, newKey, shippingData, stockOf } from '../support/checkout-fixtures';
import { adminDb, requireEmulators, uniqueSuffix } from '../support/emulators';

// Issue 21, point 3: the hold-expiry job's handler in this process, against the Firestore
// emulator (the Functions emulator never fires schedules). Orders are placed through the real
// order service, then moved back to a moment in the 1980s, one year per test, and the job runs
// with a clock of that time and the short hold the test sets: it can only ever see this
// file's orders (others are from this century; abuse-hold-expiry.test.ts keeps to the 1970s).
vi.mock('firebase-functions', () => ({
  logger: { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
requireEmulators();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SHORT_HOLD = 20 * MINUTE;
// The usual 72 h pass stays off (holdMs 0) in every run here: with a 1980s clock it would
// reach the 1970s orders tests/integration/abuse-hold-expiry.test.ts is working on meanwhile.
const HOLD = 0;
const TIMEOUT = 60_000;

let nextYear = 1980;
const placedAtOf = () => Date.UTC(nextYear++, 6, 1);

const verifiedBuyer = (): SessionUser => {
  const uid = `verified-${uniqueSuffix()}`;
  return { uid, email: `${uid}@example.com`, name: 'Vera', emailVerified: true, role: 'user' };
};

/** An order of 3 of a fresh product (10 in stock), placed at `placedAtMs`. */
async function orderAt(
  placedAtMs: number,
  buyer: SessionUser | null = null,
  email = `hold-${uniqueSuffix()}@example.com`,
) {
  const toy = await createProduct({ stock: 10 });
  const body = CreateOrderRequestSchema.parse({
    items: [{ id: toy, qty: 3 }],
    shippingData: shippingData({ email }),
  });
  const { order } = await ordersService.placeOrder({ body, idempotencyKey: newKey(), buyer });
  await adminDb()
    .doc(`orders/${order.id}`)
    .update({ createdAt: Timestamp.fromMillis(placedAtMs) });
  return { id: order.id, toy, email };
}

/** The token of the order's confirmation mail (written with the order). */
async function mailedToken(orderId: string): Promise<string> {
  const text = String(
    (await adminDb().doc(`mail/order-confirmation-${orderId}`).get()).get('message.text'),
  );
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error('no confirmation link');
  return token;
}

const emailKey = (email: string) => `email-${createHash('sha256').update(email).digest('hex')}`;
const heldOn = async (key: string) =>
  Object.keys(
    ((await adminDb().doc(`unconfirmedHolds/${key}`).get()).get('holds') ?? {}) as object,
  );

describe('unconfirmed orders expire after their short hold (the job, in process)', () => {
  it(
    'when an unconfirmed guest order is older than the short hold, then it is cancelled, its stock returns and it is logged; a confirmed order of the same age keeps its stock',
    async () => {
      const placedAt = placedAtOf();
      const guest = await orderAt(placedAt);
      const account = await orderAt(placedAt, verifiedBuyer());
      expect(await heldOn(emailKey(guest.email))).toEqual([guest.id]);
      const options = { unconfirmedHoldMs: SHORT_HOLD, holdMs: HOLD };

      // Within the short hold: nothing happens.
      const early = await expireUnpaidHolds({ ...options, now: new Date(placedAt + 19 * MINUTE) });
      expect(early.expiredUnconfirmed).toEqual([]);
      expect(await stockOf(guest.toy)).toBe(7);

      const run = await expireUnpaidHolds({ ...options, now: new Date(placedAt + 21 * MINUTE) });
      expect(run.expiredUnconfirmed).toEqual([guest.id]);
      expect(run.expired).toEqual([]);
      expect(run.failed).toBe(0);
      expect(await orderDoc(guest.id)).toMatchObject({
        status: 'cancelled',
        stockReturned: true,
        contactConfirmed: false,
        confirmationExpired: true,
      });
      expect(await stockOf(guest.toy)).toBe(10);
      expect(await logActionsFor(guest.id)).toContainEqual({
        action: 'order.confirmation_expired',
        actor: 'system',
      });
      // Off its contact's counter: the cap has room again.
      expect(await heldOn(emailKey(guest.email))).toEqual([]);
      // Its unproven address hears nothing of the cancel (the emulator's orderMail trigger ran).
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const mails = await adminDb().collection('mail').where('orderId', '==', guest.id).get();
      expect(mails.docs.map((doc) => doc.get('kind') as unknown)).toEqual(['order-confirmation']);

      // The confirmed order keeps its stock until the usual hold.
      expect((await orderDoc(account.id)).status).toBe('new');
      expect(await stockOf(account.toy)).toBe(7);

      // A second run finds nothing more to do.
      const again = await expireUnpaidHolds({ ...options, now: new Date(placedAt + 22 * MINUTE) });
      expect(again.expiredUnconfirmed).toEqual([]);
      expect(await stockOf(guest.toy)).toBe(10);
    },
    TIMEOUT,
  );

  it(
    'when the guest confirms in time, then the job leaves the order (and its stock) for the usual hold',
    async () => {
      const placedAt = placedAtOf();
      const guest = await orderAt(placedAt);
      await orderConfirmationService.confirm(await mailedToken(guest.id));
      const run = await expireUnpaidHolds({
        unconfirmedHoldMs: SHORT_HOLD,
        holdMs: HOLD,
        now: new Date(placedAt + HOUR),
      });
      expect(run.expiredUnconfirmed).not.toContain(guest.id);
      expect(run.expired).not.toContain(guest.id);
      expect(await orderDoc(guest.id)).toMatchObject({ status: 'new', contactConfirmed: true });
      expect(await stockOf(guest.toy)).toBe(7);
    },
    TIMEOUT,
  );

  it(
    'when the job and the confirmation run at the same moment, then exactly one of them wins and the stock matches',
    async () => {
      const placedAt = placedAtOf();
      const guest = await orderAt(placedAt);
      const token = await mailedToken(guest.id);
      const [run, confirmed] = await Promise.allSettled([
        expireUnpaidHolds({
          unconfirmedHoldMs: SHORT_HOLD,
          holdMs: HOLD,
          now: new Date(placedAt + 21 * MINUTE),
        }),
        orderConfirmationService.confirm(token),
      ]);
      if (run.status !== 'fulfilled') throw run.reason;
      const stored = await orderDoc(guest.id);
      if (confirmed.status === 'fulfilled') {
        expect(run.value.expiredUnconfirmed).toEqual([]);
        expect(stored).toMatchObject({ status: 'new', contactConfirmed: true });
        expect(await stockOf(guest.toy)).toBe(7);
      } else {
        expect(confirmed.reason).toMatchObject({ status: 409 });
        expect(run.value.expiredUnconfirmed).toEqual([guest.id]);
        expect(stored).toMatchObject({ status: 'cancelled', contactConfirmed: false });
        expect(await stockOf(guest.toy)).toBe(10);
      }
    },
    TIMEOUT,
  );
  it(
    'when the verified account of a guest order’s e-mail signs in within the short hold, then the order is confirmed and the job leaves it (and its stock) for the usual hold',
    async () => {
      const placedAt = placedAtOf();
      const user = await createVerifiedUser('hold-proven');
      const guest = await orderAt(placedAt, null, user.email);
      expect(await heldOn(emailKey(user.email))).toEqual([guest.id]);

      await startSession(user); // POST /api/auth/firebase-login, in the Functions emulator

      expect(await orderDoc(guest.id)).toMatchObject({
        userUid: user.uid,
        contactConfirmed: true,
        confirmedBy: 'sign-in',
      });
      expect(await heldOn(emailKey(user.email))).toEqual([]);
      // Only the unconfirmed pass (holdMs 0): the usual one would reach other files' decades.
      const run = await expireUnpaidHolds({
        unconfirmedHoldMs: SHORT_HOLD,
        holdMs: 0,
        now: new Date(placedAt + HOUR),
      });
      expect(run.expiredUnconfirmed).not.toContain(guest.id);
      expect(run.expired).not.toContain(guest.id);
      expect((await orderDoc(guest.id)).status).toBe('new');
      expect(await stockOf(guest.toy)).toBe(7);
    },
    TIMEOUT,
  );

  it(
    'when a verified sign-in and the job run at the same moment, then exactly one of them wins and the stock matches',
    async () => {
      const placedAt = placedAtOf();
      const guest = await orderAt(placedAt);
      const account = { uid: `proven-${uniqueSuffix()}`, email: guest.email };
      const [run, confirmed] = await Promise.all([
        expireUnpaidHolds({
          unconfirmedHoldMs: SHORT_HOLD,
          holdMs: 0,
          now: new Date(placedAt + 21 * MINUTE),
        }),
        orderConfirmationService.confirmGuestOrdersOf(account),
      ]);
      const stored = await orderDoc(guest.id);
      if (confirmed.includes(guest.id)) {
        expect(run.expiredUnconfirmed).toEqual([]);
        expect(stored).toMatchObject({ status: 'new', contactConfirmed: true });
        expect(await stockOf(guest.toy)).toBe(7);
      } else {
        expect(run.expiredUnconfirmed).toEqual([guest.id]);
        expect(stored).toMatchObject({ status: 'cancelled', contactConfirmed: false });
        expect(await stockOf(guest.toy)).toBe(10);
      }
      // Either way, a later sign-in changes nothing more.
      expect(await orderConfirmationService.confirmGuestOrdersOf(account)).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'when a verified sign-in and a click on the link confirm at the same moment, then the order is confirmed once',
    async () => {
      const guest = await orderAt(placedAtOf());
      const token = await mailedToken(guest.id);
      const account = { uid: `proven-${uniqueSuffix()}`, email: guest.email };
      const [clicked, signedIn] = await Promise.allSettled([
        orderConfirmationService.confirm(token),
        orderConfirmationService.confirmGuestOrdersOf(account),
      ]);
      if (signedIn.status !== 'fulfilled') throw signedIn.reason;
      if (clicked.status === 'fulfilled') {
        expect(signedIn.value).toEqual([]);
        expect((await orderDoc(guest.id)).confirmedBy).toBe('email');
      } else {
        // The sign-in spent the link first: the click hears "already used" (or "confirmed").
        expect(clicked.reason).toMatchObject({ status: 409 });
        expect(signedIn.value).toEqual([guest.id]);
        expect((await orderDoc(guest.id)).confirmedBy).toBe('sign-in');
      }
      const confirmations = (await logActionsFor(guest.id)).filter(
        (entry) => entry.action === 'order.contact_confirmed',
      );
      expect(confirmations).toHaveLength(1);
      expect(await heldOn(emailKey(guest.email))).toEqual([]);
    },
    TIMEOUT,
  );
});
