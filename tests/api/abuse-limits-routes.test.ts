import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract/common';
import { SessionResponseSchema } from '@contract/auth';
import { call, type Answer } from '../support/accounts';
import { createTestUser } from '../support/auth';
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

// The documented defaults per client and 10-minute window (core/env.ts): 30 parcel lookups,
// 20 coupon confirmations, 10 referral-code uses, 30 sign-ins per address. Each test is a
// client of its own, so the other files of this emulator run never share its window.

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

  it('when one address looks up a 31st parcel in the window, then 429; another address is not limited', async () => {
    const client = guestAddress();
    const track = (from: string) =>
      call('POST', '/api/track', {
        client: from,
        body: { carrier: 'DHL', code: `TRK${uniqueSuffix()}` },
      });
    const answers = await inRow(30, () => track(client));
    expect(answers.map((a) => a.status)).toEqual(Array<number>(30).fill(200));
    expectLimited(await track(client));
    expect((await track(guestAddress())).status).toBe(200);
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
      createTestUser('ref-guesser'),
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

  it('when one address sends a 31st sign-in in the window, then 429 even with a good token; another address signs in', async () => {
    const client = guestAddress();
    const answers = await inRow(30, () =>
      call('POST', '/api/auth/firebase-login', { client, body: { idToken: 'not-a-token' } }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array<number>(30).fill(401));
    const user = await createTestUser('signer');
    const login = (from: string) =>
      call('POST', '/api/auth/firebase-login', { client: from, body: { idToken: user.idToken } });
    expectLimited(await login(client));
    const elsewhere = await login(guestAddress());
    expect(SessionResponseSchema.parse(elsewhere.body).user.uid).toBe(user.uid);
  }, 120_000);
});
