import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../functions/src/core/errors';
import { bonusesService } from '../../functions/src/features/loyalty/bonuses.service';
import { referralsService } from '../../functions/src/features/loyalty/referrals.service';
import { requireEmulators, uniqueSuffix } from '../support/emulators';
import { accountOf, createOrderFor, ledgerOf, ledgerTotals } from '../support/loyalty-fixtures';

// The loyalty services in this process, against the Firestore emulator: every transaction
// starts at the same instant, with no HTTP or worker start-up spreading them out, so
// contention on the one bonus account is as high as it gets.
vi.mock('firebase-functions', () => ({
  logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
requireEmulators();

const TIMEOUT = 120_000;

/** Uids need no Auth account here: the services trust their caller's uid. */
async function referredUid(): Promise<string> {
  const suffix = uniqueSuffix();
  const code = await referralsService.createCode(`referrer-${suffix}`);
  const uid = `friend-${suffix}`;
  await referralsService.useCode(uid, code);
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
