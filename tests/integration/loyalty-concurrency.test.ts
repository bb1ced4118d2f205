import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../functions/src/core/errors';
import { bonusesService } from '../../functions/src/features/loyalty/bonuses.service';
import { provideOrderReader } from '../../functions/src/features/loyalty/owned-orders.repository';
import { referralsService } from '../../functions/src/features/loyalty/referrals.service';
import { storedOrdersRepository } from '../../functions/src/features/orders';
import { settleReferral } from '../../functions/src/triggers/order-life';
import { adminDb, requireEmulators, uniqueSuffix } from '../support/emulators';
import {
  accountOf,
  createOrderFor,
  ledgerOf,
  ledgerTotals,
  statusWrite,
} from '../support/loyalty-fixtures';

// The loyalty services in this process, against the Firestore emulator: every transaction
// starts at the same instant, with no HTTP or worker start-up spreading them out, so
// contention on the one bonus account is as high as it gets.
vi.mock('firebase-functions', () => ({
  logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
requireEmulators();

const TIMEOUT = 120_000;

// The wiring api/app.ts does: the loyalty services read orders through the orders feature.
provideOrderReader((orderId) => storedOrdersRepository.find(orderId));

/** Uids need no Auth account here: the services trust their caller's uid. */
async function referredUid(): Promise<string> {
  const suffix = uniqueSuffix();
  const code = await referralsService.createCode(`referrer-${suffix}`);
  const uid = `friend-${suffix}`;
  await referralsService.useCode({ uid, emailVerified: true }, code);
  return uid;
}

describe('bonus spends under contention (in process)', () => {
  it(
    'when 20 spends of $1 start at once against $5, then exactly 5 commit and the balance is 0',
    async () => {
      const uid = await referredUid();
      const buyer = { uid, email: `${uid}@example.com`, name: 'Racer' };
      const orderIds = await Promise.all(
        Array.from({ length: 20 }, () => createOrderFor(buyer, { total: 20 })),
      );
      const results = await Promise.allSettled(
        orderIds.map((orderId) => bonusesService.spend(uid, { amount: 1, orderId })),
      );
      const spent = results.filter((r) => r.status === 'fulfilled');
      const refused = results.flatMap((r) =>
        r.status === 'rejected' ? [r.reason as unknown] : [],
      );
      expect(spent).toHaveLength(5);
      expect(refused).toHaveLength(15);
      for (const err of refused) {
        expect(err).toBeInstanceOf(AppError);
        expect(err).toMatchObject({ status: 409, message: 'Not enough bonuses' });
      }
      const account = await accountOf(uid);
      expect(account).toEqual({ balance: 0, totalEarned: 5, totalSpent: 5 });
      expect(ledgerTotals(await ledgerOf(uid))).toEqual(account);
    },
    TIMEOUT,
  );

  it(
    'when one order is spent on 10 times at once, then it is spent once',
    async () => {
      const uid = await referredUid();
      const orderId = await createOrderFor({ uid, email: `${uid}@example.com`, name: 'Eager' });
      // Promise.all: any 503 (retries used up) fails the test.
      const results = await Promise.all(
        Array.from({ length: 10 }, () => bonusesService.spend(uid, { amount: 2, orderId })),
      );
      expect(results.every((r) => r.balance === 3)).toBe(true);
      expect(await accountOf(uid)).toEqual({ balance: 3, totalEarned: 5, totalSpent: 2 });
      expect(await ledgerOf(uid)).toHaveLength(2);
    },
    TIMEOUT,
  );
});

describe('referrals under contention (in process)', () => {
  it(
    'when 10 of a friend’s orders are settled as paid at once, then the referrer is credited once for each',
    async () => {
      const suffix = uniqueSuffix();
      const referrerUid = `referrer-${suffix}`;
      const uid = `friend-${suffix}`;
      const code = await referralsService.createCode(referrerUid);
      await referralsService.useCode({ uid, emailVerified: true }, code);
      const orderIds = await Promise.all(
        Array.from({ length: 10 }, () =>
          createOrderFor({ uid, email: `${uid}@example.com`, name: 'Payer' }, { total: 20 }),
        ),
      );
      await Promise.all(
        orderIds.map((id) => adminDb().doc(`orders/${id}`).update({ status: 'paid' })),
      );
      // Ten settlements of one account at once (the emulator's own triggers race them too).
      await Promise.all(orderIds.map((id) => settleReferral(id, statusWrite('new', 'paid'))));
      const account = await accountOf(referrerUid);
      expect(account).toEqual({ balance: 10, totalEarned: 10, totalSpent: 0 });
      const ledger = await ledgerOf(referrerUid);
      expect(ledger).toHaveLength(10);
      expect(ledgerTotals(ledger)).toEqual(account);
    },
    TIMEOUT,
  );

  it(
    'when one account uses a code 10 times at once, then it earns $5 once and the rest are 409',
    async () => {
      const suffix = uniqueSuffix();
      const code = await referralsService.createCode(`referrer-${suffix}`);
      const friend = { uid: `friend-${suffix}`, emailVerified: true };
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => referralsService.useCode(friend, code)),
      );
      const used = results.filter((r) => r.status === 'fulfilled');
      expect(used).toEqual([{ status: 'fulfilled', value: { bonusEarned: 5, newBalance: 5 } }]);
      for (const r of results) {
        if (r.status === 'rejected') {
          expect(r.reason).toMatchObject({
            status: 409,
            message: 'You have already used a referral code',
          });
        }
      }
      expect(await accountOf(friend.uid)).toEqual({ balance: 5, totalEarned: 5, totalSpent: 0 });
      expect(await ledgerOf(friend.uid)).toHaveLength(1);
    },
    TIMEOUT,
  );

  it(
    'when one account asks for its first code 10 times at once, then it gets one code',
    async () => {
      const uid = `owner-${uniqueSuffix()}`;
      const codes = await Promise.all(
        Array.from({ length: 10 }, () => referralsService.createCode(uid)),
      );
      expect(new Set(codes).size).toBe(1);
      const owned = await adminDb().collection('referralCodes').where('uid', '==', uid).get();
      expect(owned.docs.map((d) => d.id)).toEqual([codes[0]]);
      expect((await adminDb().doc(`users/${uid}`).get()).get('referralCode')).toBe(codes[0]);
    },
    TIMEOUT,
  );
});
