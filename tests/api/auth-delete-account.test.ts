import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { OrderSchema } from '@contract/order';
import { isAdminError } from '../../functions/src/core/firebase-errors';
import { call, createOrderOf, startSession } from '../support/accounts';
import { adminAuth, createTestUser, signIn, type TestUser } from '../support/auth';
import { createCoupon } from '../support/checkout-fixtures';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { guestAddress, seedReview, send } from '../support/reviews-fixtures';

/** What the log names instead of a deleted account: stable per uid, says nothing about who. */
const pseudonym = (uid: string) =>
  `deleted-user-${createHash('sha256').update(uid).digest('hex').slice(0, 12)}`;

/** The user's account marked verified in the Auth emulator (as the verification link does). */
async function verify(user: TestUser): Promise<void> {
  await adminAuth().updateUser(user.uid, { emailVerified: true });
}

/** Signs the user in to the server and deletes their account through the API. */
async function deleteAccount(user: TestUser): Promise<void> {
  const cookie = await startSession(user);
  const res = await call('DELETE', '/api/auth/delete-account', { cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A log entry as the server writes one; answers its reference. */
const logEntry = (action: string, actor: string, target: string) =>
  adminDb().collection('logs').add({ action, actor, target, time: Timestamp.now() });

const authUserExists = (uid: string) =>
  adminAuth()
    .getUser(uid)
    .then(
      () => true,
      (err: unknown) => {
        if (isAdminError(err, 'auth/user-not-found')) return false;
        throw err;
      },
    );

describe('DELETE /api/auth/delete-account', () => {
  it('when a user deletes their account, then personal data goes and orders stay, anonymised', async () => {
    const db = adminDb();
    const [user, other] = await Promise.all([
      createTestUser('deleter'),
      createTestUser('bystander'),
    ]);
    const cookie = await startSession(user);
    const profile = await call('PATCH', '/api/auth/profile', {
      cookie,
      body: {
        name: 'Dana Deleter',
        phone: '+1 555 0100',
        gender: 'male',
        shippingAddress: {
          name: 'Dana',
          line1: '1 Main St',
          line2: '',
          city: 'Portland',
          region: 'OR',
          postal: '97201',
          country: 'United States',
          phone: '+1 555 0100',
        },
        preferences: { newsletter: true },
        passportData: {
          passportNumber: 'X1234567',
          nationality: 'American',
          passportIssueDate: '2020-05-01',
          passportIssuedBy: 'U.S. Department of State',
        },
      },
    });
    expect(profile.status).toBe(200);
    const code = await call('POST', '/api/referrals/create', { bearer: user });
    const referralCode = (code.body as { referralCode: string }).referralCode;
    expect(referralCode).toHaveLength(8);
    const createdAt = Timestamp.fromMillis(Date.now() - 60_000);
    const [mine, theirs] = await Promise.all([
      createOrderOf(user, { createdAt }),
      createOrderOf(other),
    ]);
    const coupon = `DEL${uniqueSuffix().toUpperCase()}`;
    await db
      .doc(`coupons/${coupon}/redemptions/${user.uid}`)
      .set({ uid: user.uid, email: user.email, orderId: mine, count: 1 });
    const orderLog = await db
      .collection('logs')
      .add({ action: 'order.created', actor: user.email, target: mine, time: Timestamp.now() });

    const res = await call('DELETE', '/api/auth/delete-account', { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.setCookies.find((line) => line.startsWith('__session='))).toMatch(/Max-Age=0/);

    // Gone: the Auth user, the users document (profile, passport, code) and the code itself.
    expect(await authUserExists(user.uid)).toBe(false);
    expect((await db.doc(`users/${user.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`referralCodes/${referralCode}`).get()).exists).toBe(false);

    // Kept without the person: the order for the books, the redemption count, the log line.
    const order = (await db.doc(`orders/${mine}`).get()).data() ?? {};
    expect(order).toMatchObject({
      userUid: null,
      userEmail: '',
      userName: 'Deleted user',
      // Nor can the admin search find it by the person's e-mails any more.
      searchTokens: [],
      status: 'new',
      total: 50,
      createdAt,
      tracking: { code: 'TRK123' },
    });
    expect(order.items).toHaveLength(1);
    expect(order.shippingData).toEqual({
      fullName: '',
      email: '',
      phone: '',
      country: 'United States',
      address: '',
      city: '',
      state: '',
      postalCode: '',
      notes: '',
      passportNumber: '',
      passportIssueDate: '',
      passportIssuedBy: '',
      nationality: '',
    });
    expect(
      OrderSchema.safeParse({ ...order, id: mine, createdAt: createdAt.toDate().toISOString() })
        .success,
    ).toBe(true);
    const redemption = await db.doc(`coupons/${coupon}/redemptions/${user.uid}`).get();
    expect(redemption.data()).toMatchObject({ email: '', count: 1 });
    expect((await orderLog.get()).get('actor')).toBe(pseudonym(user.uid));
    const deletionLog = await db
      .collection('logs')
      .where('action', '==', 'account.deleted')
      .where('target', '==', user.uid)
      .get();
    expect(deletionLog.size).toBe(1);
    const entry = deletionLog.docs[0]?.data() ?? {};
    expect(entry).toMatchObject({ actor: user.uid, target: user.uid });
    expect(entry.time).toBeInstanceOf(Timestamp);

    // Someone else's order is untouched.
    expect((await db.doc(`orders/${theirs}`).get()).get('userUid')).toBe(other.uid);

    // The old cookie and token no longer sign anyone in.
    expect((await call('GET', '/api/auth/me', { cookie })).status).toBe(401);
    expect((await call('DELETE', '/api/auth/delete-account', { bearer: user })).status).toBe(401);
  });

  it('when the account wrote a review and a support message, then both stay without its name and e-mail', async () => {
    const db = adminDb();
    const user = await createTestUser('reviewer-deleter');
    const suffix = uniqueSuffix();
    const review = await call('POST', '/api/reviews', {
      bearer: user,
      body: {
        name: 'Dana Deleter',
        email: user.email.toUpperCase(),
        rating: 4,
        title: `Nice ${suffix}`,
        comment: 'Lovely box',
      },
    });
    expect(review.status).toBe(201);
    const ticket = await call('POST', '/api/support/tickets', {
      bearer: user,
      body: { name: 'Dana Deleter', email: user.email, subject: `Q ${suffix}`, message: 'Hi' },
    });
    expect(ticket.status).toBe(201);
    const reviewId = (review.body as { id: string }).id;
    const ticketId = (ticket.body as { id: string }).id;
    // Someone else's review with another e-mail is untouched.
    const other = await db.collection('reviews').add({ name: 'Other', email: `o-${suffix}@x.io` });

    const cookie = await startSession(user);
    expect((await call('DELETE', '/api/auth/delete-account', { cookie })).status).toBe(200);

    for (const path of [`reviews/${reviewId}`, `supportTickets/${ticketId}`]) {
      const data = (await db.doc(path).get()).data();
      expect(data).toMatchObject({ name: 'Former customer', email: 'deleted@deleted.invalid' });
      expect(JSON.stringify(data)).not.toContain(user.email);
    }
    expect((await db.doc(`reviews/${reviewId}`).get()).get('title')).toBe(`Nice ${suffix}`);
    expect((await other.get()).get('email')).toBe(`o-${suffix}@x.io`);
    await other.delete();
  });

  it('when a guest asks, then 401 and nothing is deleted', async () => {
    const res = await call('DELETE', '/api/auth/delete-account');
    expect(res.status).toBe(401);
  });
});

/** An account registered with a given address (unverified), signed in. */
async function registerAs(email: string): Promise<TestUser> {
  const password = `pw-${uniqueSuffix()}`;
  const { uid } = await adminAuth().createUser({ email, password, displayName: 'Registrant' });
  const idToken = await signIn(email, password);
  return {
    uid,
    email,
    name: 'Registrant',
    idToken,
    bearer: { authorization: `Bearer ${idToken}` },
  };
}

/** A review and a support ticket sent through the API; answers their ids. */
async function reviewAndTicket(
  email: string,
  bearer: TestUser | null,
): Promise<{ reviewId: string; ticketId: string }> {
  const suffix = uniqueSuffix();
  const client = guestAddress();
  const review = await send('POST', '/api/reviews', {
    bearer,
    client,
    body: { name: 'Pat Person', email, rating: 5, title: `Mine ${suffix}`, comment: 'Great' },
  });
  const ticket = await send('POST', '/api/support/tickets', {
    bearer,
    client,
    body: { name: 'Pat Person', email, subject: `Help ${suffix}`, message: 'Where is it?' },
  });
  expect(review.status, JSON.stringify(review.body)).toBe(201);
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  return {
    reviewId: (review.body as { id: string }).id,
    ticketId: (ticket.body as { id: string }).id,
  };
}

const stored = async (path: string) => (await adminDb().doc(path).get()).data() ?? {};
const ANONYMOUS = { name: 'Former customer', email: 'deleted@deleted.invalid' };

describe('DELETE /api/auth/delete-account: nothing left behind, nothing of anyone else', () => {
  it("when the verified account's e-mail is assigned to coupons in any letter case, then it comes off each and other addresses stay", async () => {
    const user = await createTestUser('coupon-holder');
    await verify(user);
    const other = `other-${uniqueSuffix()}@example.com`;
    const [upper, capital, untouched] = await Promise.all([
      createCoupon({ assignedTo: [other, user.email.toUpperCase()], isGlobal: false }),
      createCoupon({ assignedTo: [user.email.charAt(0).toUpperCase() + user.email.slice(1)] }),
      createCoupon({ assignedTo: [other] }),
    ]);

    await deleteAccount(user);

    expect(await stored(`coupons/${upper}`)).toMatchObject({
      assignedTo: [other],
      assignedEmails: [other],
    });
    expect(await stored(`coupons/${capital}`)).toMatchObject({
      assignedTo: [],
      assignedEmails: [],
    });
    expect(await stored(`coupons/${untouched}`)).toMatchObject({
      assignedTo: [other],
      assignedEmails: [other],
    });
    await Promise.all(
      [upper, capital, untouched].map((code) => adminDb().doc(`coupons/${code}`).delete()),
    );
  });

  it("when someone registers another person's address without verifying it and deletes that account, then that person's coupon assignments stay", async () => {
    const squatter = await createTestUser('coupon-squatter');
    const code = await createCoupon({
      assignedTo: [squatter.email.toUpperCase()],
      isGlobal: false,
      isHidden: true,
    });

    await deleteAccount(squatter);

    expect(await stored(`coupons/${code}`)).toMatchObject({
      assignedTo: [squatter.email.toUpperCase()],
      assignedEmails: [squatter.email],
    });
    await adminDb().doc(`coupons/${code}`).delete();
  });

  it('when a signed-in account wrote a review and a ticket under another address it typed, then both are anonymised through its uid', async () => {
    const user = await createTestUser('typed-other');
    const typed = `typed-${uniqueSuffix()}@example.com`;
    const { reviewId, ticketId } = await reviewAndTicket(typed, user);
    expect((await stored(`reviews/${reviewId}`)).uid).toBe(user.uid);
    expect((await stored(`supportTickets/${ticketId}`)).uid).toBe(user.uid);

    await deleteAccount(user);

    expect(await stored(`reviews/${reviewId}`)).toMatchObject(ANONYMOUS);
    expect(await stored(`supportTickets/${ticketId}`)).toMatchObject(ANONYMOUS);
  });

  it("when someone registers another person's address without verifying it and deletes that account, then that person's reviews and tickets keep their name", async () => {
    const victim = `victim-${uniqueSuffix()}@example.com`;
    const { reviewId, ticketId } = await reviewAndTicket(victim, null);
    expect((await stored(`reviews/${reviewId}`)).uid).toBeNull();
    const attacker = await registerAs(victim);

    await deleteAccount(attacker);

    for (const path of [`reviews/${reviewId}`, `supportTickets/${ticketId}`]) {
      expect(await stored(path)).toMatchObject({ name: 'Pat Person', email: victim });
    }
  });

  it('when a verified account is deleted, then the reviews and tickets it wrote as a guest with that address are anonymised too', async () => {
    const user = await createTestUser('verified-guest-writer');
    const { reviewId, ticketId } = await reviewAndTicket(user.email, null);
    await verify(user);

    await deleteAccount(user);

    expect(await stored(`reviews/${reviewId}`)).toMatchObject(ANONYMOUS);
    expect(await stored(`supportTickets/${ticketId}`)).toMatchObject(ANONYMOUS);
  });

  it('when the account had entered reviews for the store (as an admin), then they keep their name and lose only its address', async () => {
    const user = await createTestUser('store-entry');
    await verify(user);
    // As POST /api/reviews/admin stores one (tests/api/reviews-admin.test.ts checks that).
    const id = await seedReview({ status: 'approved' });
    await adminDb()
      .doc(`reviews/${id}`)
      .update({ name: 'Toy Store', email: user.email, uid: null, enteredBy: user.uid });

    await deleteAccount(user);

    expect(await stored(`reviews/${id}`)).toMatchObject({
      name: 'Toy Store',
      email: 'deleted@deleted.invalid',
    });
  });

  it('when a verified account (as every admin is) is deleted, then all its log entries keep one stable pseudonym instead of its e-mail', async () => {
    const [user, other] = await Promise.all([
      createTestUser('logged-actor'),
      createTestUser('logged-other'),
    ]);
    await Promise.all([verify(user), verify(other)]);
    const mine = await Promise.all([
      logEntry('coupon.created', user.email, 'SAVE99'),
      logEntry('product.updated', user.email, 'toy-robot'),
    ]);
    const theirs = await logEntry('coupon.deleted', other.email, 'SAVE98');

    await deleteAccount(user);

    const actors = await Promise.all(
      mine.map(async (ref): Promise<unknown> => (await ref.get()).get('actor')),
    );
    expect(actors).toEqual([pseudonym(user.uid), pseudonym(user.uid)]);
    expect(actors[0]).toMatch(/^deleted-user-[0-9a-f]{12}$/);
    expect((await theirs.get()).get('actor')).toBe(other.email);

    await deleteAccount(other);
    expect((await theirs.get()).get('actor')).toBe(pseudonym(other.uid));
    expect(pseudonym(other.uid)).not.toBe(pseudonym(user.uid));
  });

  it('when an unverified account is deleted, then only the log entries of its own orders take its pseudonym', async () => {
    const address = `reused-${uniqueSuffix()}@example.com`;
    // Written under the address before this account existed: not provably this account's.
    const earlier = await logEntry('coupon.created', address, 'OLD10');
    const user = await registerAs(address);
    const order = await createOrderOf(user);
    const own = await logEntry('order.created', address, order);

    await deleteAccount(user);

    expect((await own.get()).get('actor')).toBe(pseudonym(user.uid));
    expect((await earlier.get()).get('actor')).toBe(address);
  });
});
