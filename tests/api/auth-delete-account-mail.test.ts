// Account deletion also clears the account's back-in-stock requests and its `mail` documents.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { call, createOrderOf, startSession } from '../support/accounts';
import { adminAuth, createTestUser, type TestUser } from '../support/auth';
import { createProduct } from '../support/checkout-fixtures';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { eventually } from '../support/stats-fixtures';

async function deleteAccount(user: TestUser): Promise<void> {
  const cookie = await startSession(user);
  const res = await call('DELETE', '/api/auth/delete-account', { cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A mail document as a guest's order (no uid) to this address would leave one. */
async function guestMailTo(to: string): Promise<string> {
  const id = `test-guest-mail-${uniqueSuffix()}`;
  await adminDb()
    .doc(`mail/${id}`)
    .set({
      to,
      message: { subject: 'Order', text: 'x', html: 'x' },
      kind: 'order-placed',
      orderId: `o-${uniqueSuffix()}`,
      uid: null,
      createdAt: Timestamp.now(),
      expiresAt: Timestamp.now(),
    });
  return id;
}

const exists = async (path: string) => (await adminDb().doc(path).get()).exists;

async function notifyMe(user: TestUser, productId: string, signedIn: boolean) {
  const res = await call('POST', '/api/stock-alerts', {
    body: { productId, email: user.email },
    bearer: signedIn ? user : null,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const alertsOf = async (productId: string) =>
  (await adminDb().collection('stockAlerts').where('productId', '==', productId).get()).docs;

const mailsOfUid = async (uid: string) =>
  (await adminDb().collection('mail').where('uid', '==', uid).get()).docs;

describe('DELETE /api/auth/delete-account: requests and mail', () => {
  it('when a verified account is deleted, then its requests and mail go, by uid and by its address', async () => {
    const user = await createTestUser('del-mail');
    await adminAuth().updateUser(user.uid, { emailVerified: true });
    const [signedInProduct, guestProduct, otherProduct] = await Promise.all([
      createProduct({ stock: 0 }),
      createProduct({ stock: 0 }),
      createProduct({ stock: 0 }),
    ]);
    await notifyMe(user, signedInProduct, true);
    await notifyMe(user, guestProduct, false);
    const bystander = await createTestUser('del-mail-other');
    await notifyMe(bystander, otherProduct, false);
    await createOrderOf(user);
    await eventually(
      () => mailsOfUid(user.uid),
      (docs) => docs.length >= 1,
      { timeoutMs: 15_000 },
    );
    const guestMail = await guestMailTo(user.email);
    const otherMail = await guestMailTo(bystander.email);

    await deleteAccount(user);

    expect(await alertsOf(signedInProduct)).toHaveLength(0);
    expect(await alertsOf(guestProduct)).toHaveLength(0);
    expect(await alertsOf(otherProduct)).toHaveLength(1);
    expect(await mailsOfUid(user.uid)).toHaveLength(0);
    expect(await exists(`mail/${guestMail}`)).toBe(false);
    expect(await exists(`mail/${otherMail}`)).toBe(true);
  });

  it('when an unverified account is deleted, then what it asked signed in goes, and what was asked as a guest with its address stays', async () => {
    const user = await createTestUser('del-mail-unverified');
    const [signedInProduct, guestProduct] = await Promise.all([
      createProduct({ stock: 0 }),
      createProduct({ stock: 0 }),
    ]);
    await notifyMe(user, signedInProduct, true);
    await notifyMe(user, guestProduct, false);
    const guestMail = await guestMailTo(user.email);

    await deleteAccount(user);

    expect(await alertsOf(signedInProduct)).toHaveLength(0);
    expect(await alertsOf(guestProduct)).toHaveLength(1);
    expect(await exists(`mail/${guestMail}`)).toBe(true);
  });
});
