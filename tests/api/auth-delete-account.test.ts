import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { OrderSchema } from '@contract/order';
import { call, createOrderOf, startSession } from '../support/accounts';
import { adminAuth, createTestUser } from '../support/auth';
import { adminDb, uniqueSuffix } from '../support/emulators';

const authUserExists = (uid: string) =>
  adminAuth()
    .getUser(uid)
    .then(
      () => true,
      (err: unknown) => {
        if ((err as { code?: unknown }).code === 'auth/user-not-found') return false;
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
    expect((await orderLog.get()).get('actor')).toBe('deleted-user');
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
