import { describe, expect, it } from 'vitest';
import { MyCouponsResponseSchema } from '@contract/account';
import { ErrorBodySchema } from '@contract/common';
import { createAccount } from '../support/accounts';
import {
  createTestUser,
  createVerifiedUser,
  signIn,
  verifyEmailByLink,
  type TestUser,
} from '../support/auth';
import {
  createCoupon,
  createProduct,
  hourAgo,
  nextYear,
  postOrder,
  postUseCoupon,
  shippingData,
} from '../support/checkout-fixtures';
import { adminDb } from '../support/emulators';
import { call } from '../support/loyalty-fixtures';

async function myCoupons(user: TestUser) {
  const res = await call('GET', '/api/coupons/me', user);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = MyCouponsResponseSchema.parse(res.body);
  expect(body.meta.total).toBe(body.items.length);
  return body;
}

const codesOf = async (user: TestUser) => (await myCoupons(user)).items.map((c) => c.code);

describe('GET /api/coupons/me', () => {
  it('when a guest asks, then 401 Sign in required', async () => {
    const res = await call('GET', '/api/coupons/me', null);
    expect(res.status).toBe(401);
    expect(ErrorBodySchema.parse(res.body).error).toBe('Sign in required');
  });

  it('when any user looks, then the seeded shared coupons show and expired, used-up and others’ do not', async () => {
    const user = await createTestUser('browser');
    const codes = await codesOf(user);
    expect(codes).toEqual(expect.arrayContaining(['SAVE10', 'FIVEOFF']));
    for (const hidden of ['SUMMER25', 'LAUNCH50', 'VIPSAM15']) expect(codes).not.toContain(hidden);
  });

  it('when a coupon is assigned to the verified user (hidden, any letter case), then only they see it, with its card fields', async () => {
    const [sam, alex] = await Promise.all([createVerifiedUser('sam'), createVerifiedUser('alex')]);
    const expiresAt = nextYear();
    const code = await createCoupon({
      type: 'fixed',
      value: 7.5,
      title: 'Just for you',
      expiresAt,
      maxUses: 1,
      assignedTo: [sam.email.toUpperCase()],
      isGlobal: false,
      isHidden: true,
    });
    const { items } = await myCoupons(sam);
    expect(items[0]).toEqual({ code, type: 'fixed', value: 7.5, title: 'Just for you', expiresAt });
    expect(await codesOf(alex)).not.toContain(code);
  });

  it('when an account registered the assigned address without verifying it, then the coupon is not listed to it until it is verified', async () => {
    const squatter = await createAccount('squatter');
    const code = await createCoupon({
      assignedTo: [squatter.email],
      isGlobal: false,
      isHidden: true,
    });
    expect(await codesOf(squatter)).not.toContain(code);

    // The real owner of the mailbox opens the link: from the next sign-in it is theirs.
    await verifyEmailByLink(squatter.idToken, squatter.email);
    const idToken = await signIn(squatter.email, squatter.password);
    const owner = { ...squatter, idToken, bearer: { authorization: `Bearer ${idToken}` } };
    expect(await codesOf(owner)).toContain(code);
  });

  it('when a coupon assigned to the user was stored before assignedEmails existed, then it is listed only after the backfill', async () => {
    const user = await createVerifiedUser('old-coupon');
    const code = await createCoupon(
      { assignedTo: [user.email.toUpperCase()], isGlobal: false },
      { assignedEmails: false },
    );
    // Only the caller's coupons are read (by assignedEmails), not the whole collection.
    expect(await codesOf(user)).not.toContain(code);
    await adminDb()
      .doc(`coupons/${code}`)
      .update({ assignedEmails: [user.email.toLowerCase()] }); // what the backfill writes
    expect(await codesOf(user)).toContain(code);
  });

  it('when the user’s coupons are expired, used up or hidden, then they are left out', async () => {
    const user = await createVerifiedUser('picky');
    const expired = await createCoupon({ assignedTo: [user.email], expiresAt: hourAgo() });
    const usedUp = await createCoupon({ assignedTo: [user.email], maxUses: 2, uses: 2 });
    const hiddenShared = await createCoupon({ isHidden: true });
    const notGlobal = await createCoupon({ isGlobal: false });
    const shared = await createCoupon({ expiresAt: nextYear() });
    const codes = await codesOf(user);
    expect(codes).toContain(shared);
    for (const code of [expired, usedUp, hiddenShared, notGlobal])
      expect(codes).not.toContain(code);
  });

  it('when the user has redeemed a coupon with an order, then it leaves their list but not others’', async () => {
    const [user, other] = await Promise.all([createTestUser('redeemer'), createTestUser('other')]);
    const code = await createCoupon();
    expect(await codesOf(user)).toContain(code);
    const toy = await createProduct({ stock: 5 });
    const body = { items: [{ id: toy, qty: 1 }], coupon: code, shippingData: shippingData() };
    expect((await postOrder(body, { headers: user.bearer })).status).toBe(201);
    expect((await postUseCoupon({ code }, user.bearer)).status).toBe(200);
    expect(await codesOf(user)).not.toContain(code);
    expect(await codesOf(other)).toContain(code);
  });
});
