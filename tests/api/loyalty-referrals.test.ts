import { describe, expect, it } from 'vitest';
import { ReferralCreateResponseSchema } from '@contract/account';
import { ErrorBodySchema } from '@contract/common';
import { BonusBalanceSchema, ReferralInfoSchema, ReferralUseResultSchema } from '@contract/loyalty';
import { createAccount } from '../support/accounts';
import { createTestUser, createVerifiedUser, signIn, verifyEmailByLink } from '../support/auth';
import { adminDb } from '../support/emulators';
import {
  accountOf,
  call,
  ledgerOf,
  ledgerTotals,
  referralCodeOf,
  referredUser,
} from '../support/loyalty-fixtures';

const errorOf = (body: unknown) => ErrorBodySchema.parse(body).error;

describe('referrals and bonuses: who may call', () => {
  it.each([
    ['GET', '/api/bonuses/balance', undefined],
    ['POST', '/api/bonuses/spend', { amount: 1, orderId: 'any-order' }],
    ['POST', '/api/referrals/create', undefined],
    ['GET', '/api/referrals/my', undefined],
    ['POST', '/api/referrals/use', { code: 'ABCD2345' }],
    ['POST', '/api/referrals/order-bonus', { orderAmount: 10, orderId: 'any-order' }],
  ] as const)('when a guest calls %s %s, then 401 Sign in required', async (method, path, body) => {
    const res = await call(method, path, null, body);
    expect(res.status).toBe(401);
    expect(errorOf(res.body)).toBe('Sign in required');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('when a signed-in user reads their figures, then the answers are personal and never cached', async () => {
    const user = await createTestUser('viewer');
    for (const path of ['/api/bonuses/balance', '/api/referrals/my']) {
      const res = await call('GET', path, user);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('POST /api/referrals/create and GET /api/referrals/my', () => {
  it('when a user has no code yet, then their info says so with zeros', async () => {
    const user = await createTestUser('nocode');
    const res = await call('GET', '/api/referrals/my', user);
    expect(ReferralInfoSchema.parse(res.body)).toEqual({
      hasReferralCode: false,
      referralCode: null,
      referredUsers: 0,
      totalEarnings: 0,
    });
  });

  it('when a user creates a code twice, then they get one 8-character code, stored once', async () => {
    const user = await createTestUser('creator');
    const first = await call('POST', '/api/referrals/create', user);
    expect(first.status).toBe(200);
    const { referralCode } = ReferralCreateResponseSchema.parse(first.body);
    expect(referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    const second = await call('POST', '/api/referrals/create', user);
    expect(ReferralCreateResponseSchema.parse(second.body).referralCode).toBe(referralCode);

    const db = adminDb();
    expect((await db.doc(`referralCodes/${referralCode}`).get()).get('uid')).toBe(user.uid);
    expect((await db.doc(`users/${user.uid}`).get()).get('referralCode')).toBe(referralCode);
    expect((await db.collection('referralCodes').where('uid', '==', user.uid).get()).size).toBe(1);
    const info = ReferralInfoSchema.parse((await call('GET', '/api/referrals/my', user)).body);
    expect(info).toMatchObject({ hasReferralCode: true, referralCode, referredUsers: 0 });
  });
});

describe('POST /api/referrals/use', () => {
  it('when a verified friend enters a code (any case, with spaces), then they get $5 and the referrer counts them', async () => {
    const [referrer, friend] = await Promise.all([
      createTestUser('referrer'),
      createVerifiedUser('friend'),
    ]);
    const code = await referralCodeOf(referrer);

    const res = await call('POST', '/api/referrals/use', friend, {
      code: `  ${code.toLowerCase()} `,
    });
    expect(res.status).toBe(200);
    expect(ReferralUseResultSchema.parse(res.body)).toEqual({ bonusEarned: 5, newBalance: 5 });

    const balance = BonusBalanceSchema.parse(
      (await call('GET', '/api/bonuses/balance', friend)).body,
    );
    expect(balance).toEqual({ balance: 5, totalEarned: 5, totalSpent: 0 });
    const ledger = await ledgerOf(friend.uid);
    expect(ledger).toEqual([
      expect.objectContaining({ type: 'referral-signup', amount: 5, orderId: null }),
    ]);
    expect(ledgerTotals(ledger)).toEqual(balance);
    expect((await adminDb().doc(`referrals/${friend.uid}`).get()).data()).toMatchObject({
      referrerUid: referrer.uid,
      code,
    });

    const info = ReferralInfoSchema.parse((await call('GET', '/api/referrals/my', referrer)).body);
    expect(info).toMatchObject({ referralCode: code, referredUsers: 1, totalEarnings: 0 });
    // The friend's own $5 counts as what they earned through referrals.
    const friendInfo = ReferralInfoSchema.parse(
      (await call('GET', '/api/referrals/my', friend)).body,
    );
    expect(friendInfo).toMatchObject({ hasReferralCode: false, totalEarnings: 5 });
  });

  it('when an account whose e-mail is not verified enters a real code, then 403 Verify your e-mail and nothing is credited or recorded', async () => {
    const [referrer, throwaway] = await Promise.all([
      createTestUser('referrer'),
      createTestUser('throwaway'),
    ]);
    const code = await referralCodeOf(referrer);
    const res = await call('POST', '/api/referrals/use', throwaway, { code });
    expect(res.status).toBe(403);
    expect(errorOf(res.body)).toBe('Verify your e-mail to use a referral code');
    expect(await accountOf(throwaway.uid)).toBeUndefined();
    expect((await adminDb().doc(`referrals/${throwaway.uid}`).get()).exists).toBe(false);
    const info = ReferralInfoSchema.parse((await call('GET', '/api/referrals/my', referrer)).body);
    expect(info.referredUsers).toBe(0);
  });

  it('when the account verifies its e-mail and signs in again, then the same code gives it $5', async () => {
    const [referrer, user] = await Promise.all([
      createTestUser('referrer'),
      createAccount('late-verifier'),
    ]);
    const code = await referralCodeOf(referrer);
    expect((await call('POST', '/api/referrals/use', user, { code })).status).toBe(403);

    // The link in the verification e-mail, then a fresh sign-in (its token says verified).
    await verifyEmailByLink(user.idToken, user.email);
    const idToken = await signIn(user.email, user.password);
    const verified = { ...user, idToken, bearer: { authorization: `Bearer ${idToken}` } };
    const res = await call('POST', '/api/referrals/use', verified, { code });
    expect(res.status).toBe(200);
    expect(ReferralUseResultSchema.parse(res.body)).toEqual({ bonusEarned: 5, newBalance: 5 });
  });

  it('when a user enters their own code, then 400 and nothing is credited', async () => {
    const user = await createVerifiedUser('selfish');
    const code = await referralCodeOf(user);
    const res = await call('POST', '/api/referrals/use', user, { code });
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toBe('You cannot use your own referral code');
    expect(await accountOf(user.uid)).toBeUndefined();
    expect((await adminDb().doc(`referrals/${user.uid}`).get()).exists).toBe(false);
  });

  it('when a user enters a second code (or the same again), then 409 and the balance stays $5', async () => {
    const { user, referrer } = await referredUser();
    const other = await createTestUser('other-referrer');
    for (const code of [await referralCodeOf(referrer), await referralCodeOf(other)]) {
      const res = await call('POST', '/api/referrals/use', user, { code });
      expect(res.status).toBe(409);
      expect(errorOf(res.body)).toBe('You have already used a referral code');
    }
    expect(await accountOf(user.uid)).toEqual({ balance: 5, totalEarned: 5, totalSpent: 0 });
    expect(await ledgerOf(user.uid)).toHaveLength(1);
    const info = ReferralInfoSchema.parse((await call('GET', '/api/referrals/my', other)).body);
    expect(info.referredUsers).toBe(0);
  });

  it('when the code is unknown or could not be a code, then 404 Referral code not found', async () => {
    const user = await createVerifiedUser('guesser');
    for (const code of ['ZZZZ9999', 'not-a-code', 'AB/D2345']) {
      const res = await call('POST', '/api/referrals/use', user, { code });
      expect(res.status).toBe(404);
      expect(errorOf(res.body)).toBe('Referral code not found');
    }
    expect(await accountOf(user.uid)).toBeUndefined();
  });

  it('when the code is blank, then 400 Please enter a referral code', async () => {
    const user = await createTestUser('blank');
    const res = await call('POST', '/api/referrals/use', user, { code: '   ' });
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toContain('Please enter a referral code');
  });
});
