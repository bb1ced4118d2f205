import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract/common';
import { SessionResponseSchema } from '@contract/auth';
import { call, storeOrigin, type Answer } from '../support/accounts';
import { adminAuth, createTestUser, type TestUser } from '../support/auth';
import {
  createCoupon,
  createProduct,
  postOrder,
  postUseCoupon,
  shippingData,
} from '../support/checkout-fixtures';
import { guestAddress } from '../support/client-address';
import { uniqueSuffix } from '../support/emulators';
import { call as loyaltyCall, referralCodeOf } from '../support/loyalty-fixtures';
import { clearOfWindowEdge } from '../support/reviews-fixtures';

// The documented defaults per identity and 10-minute window (core/env.ts): 30 parcel lookups,
// 20 coupon confirmations, 10 referral-code uses and 30 sessions per account, 10 password
// tries per e-mail. Each test is an identity of its own, so the other files of this emulator
// run never share its window. Address limits (anonymous callers) are in tests/limits.

function expectLimited(res: Pick<Answer, 'status' | 'body' | 'headers'>) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(ErrorBodySchema.parse(res.body).error).toBe('Too many requests, try again later');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

async function inRow<T>(count: number, send: (i: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let i = 0; i < count; i++) answers.push(await send(i));
  return answers;
}

describe('limits of the other public writes', () => {
  beforeEach(async () => {
    await clearOfWindowEdge(600_000, 60_000);
  }, 90_000);

  it('when an account looks up a 31st parcel in the window, then 429, from whatever address', async () => {
    const user = await createTestUser('tracker');
    const track = () =>
      call('POST', '/api/track', {
        bearer: user,
        body: { carrier: 'DHL', code: `TRK${uniqueSuffix()}` },
      });
    const answers = await inRow(30, track);
    expect(answers.map((a) => a.status)).toEqual(Array<number>(30).fill(200));
    expectLimited(await track());
  }, 120_000);

  it('when an account confirms its coupon a 21st time in the window, then 429', async () => {
    const user = await createTestUser('confirmer');
    const code = await createCoupon();
    const toy = await createProduct();
    const order = await postOrder(
      { items: [{ id: toy, qty: 1 }], coupon: code, shippingData: shippingData() },
      { headers: user.bearer },
    );
    expect(order.status).toBe(201);
    const answers = await inRow(20, () => postUseCoupon({ code }, user.bearer));
    expect(answers.map((a) => a.status)).toEqual(Array<number>(20).fill(200));
    expectLimited(await postUseCoupon({ code }, user.bearer));
  }, 120_000);

  it('when an account tries an 11th referral code in the window, then 429 even for a real code', async () => {
    const [user, referrer] = await Promise.all([
      createTestUser('ref-guesser', { verified: true }),
      createTestUser('referrer'),
    ]);
    const real = await referralCodeOf(referrer);
    const answers = await inRow(10, (i) =>
      loyaltyCall('POST', '/api/referrals/use', user, {
        code: `ZZZZZZZ${'ABCDEFGHJK'.charAt(i)}`,
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array<number>(10).fill(404));
    expectLimited(await loyaltyCall('POST', '/api/referrals/use', user, { code: real }));
  }, 120_000);

  it('when 60 accounts sign in from one address, then none is refused', async () => {
    // Under the emulators every caller is one address, whatever it sends: an office or a phone
    // network. The address limit of sign-ins counts only tokens that fail their check.
    // Made a few at a time: 60 at once would stall the Auth emulator for the other files.
    const users: TestUser[] = [];
    for (let i = 0; i < 60; i += 4) {
      users.push(
        ...(await Promise.all([0, 1, 2, 3].map((j) => createTestUser(`crowd${String(i + j)}`)))),
      );
    }
    const answers = await inRow(60, (i) =>
      call('POST', '/api/auth/firebase-login', {
        client: '198.51.100.77',
        body: { idToken: users[i]?.idToken },
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array<number>(60).fill(200));
    expect(answers.map((a) => SessionResponseSchema.parse(a.body).user.uid)).toEqual(
      users.map((u) => u.uid),
    );
  }, 180_000);

  it('when one account starts a 31st session in the window, then 429, from whatever address', async () => {
    const user = await createTestUser('signer');
    const login = () =>
      call('POST', '/api/auth/firebase-login', { body: { idToken: user.idToken } });
    const answers = await inRow(30, login);
    expect(answers.map((a) => a.status)).toEqual(Array<number>(30).fill(200));
    expectLimited(await login());
    // Another account is not limited by it.
    const other = await createTestUser('other-signer');
    const res = await call('POST', '/api/auth/firebase-login', {
      body: { idToken: other.idToken },
    });
    expect(SessionResponseSchema.parse(res.body).user.uid).toBe(other.uid);
  }, 120_000);

  it('when one e-mail gets an 11th password try in the window, from many addresses, then 429 even with the right password; another e-mail signs in', async () => {
    const withPassword = async (label: string) => {
      const email = `${label}-${uniqueSuffix()}@example.com`;
      const { uid } = await adminAuth().createUser({ email, password: 'right-password' });
      return { uid, email, password: 'right-password' };
    };
    const user = await withPassword('pw-target');
    const login = (email: string, password: string) =>
      call('POST', '/api/auth/login', {
        client: guestAddress(),
        origin: storeOrigin,
        body: { email, password },
      });
    const answers = await inRow(10, (i) => login(user.email, `wrong-${String(i)}`));
    expect(answers.map((a) => a.status)).toEqual(Array<number>(10).fill(401));
    expectLimited(await login(user.email.toUpperCase(), user.password));
    const other = await withPassword('pw-other');
    const res = await login(other.email, other.password);
    expect(SessionResponseSchema.parse(res.body).user.uid).toBe(other.uid);
  }, 120_000);
});
