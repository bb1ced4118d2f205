import { describe, expect, it } from 'vitest';
import { BonusSpendResponseSchema } from '@contract/account';
import { ErrorBodySchema } from '@contract/common';
import type { TestUser } from '../support/auth';
import { adminDb } from '../support/emulators';
import {
  accountOf,
  call,
  createOrderFor,
  ledgerOf,
  ledgerTotals,
  referredUser,
} from '../support/loyalty-fixtures';
import { eventually } from '../support/stats-fixtures';

// Through Hosting and the Functions emulator, which runs each simultaneous request in a
// worker process of its own. As in the orders' concurrency tests, a burst of cheap calls
// first brings up a warm worker per request, so the burst measures the transactions and
// not cold starts that starve lock holders (docs/decisions.md, Checkout). A few spare
// workers are warmed too: other test files run alongside and keep some of them busy.
const BURST = 20;
const WARM_WORKERS = BURST + 8;
const TIMEOUT = 240_000;

async function warmUpWorkers(user: TestUser): Promise<void> {
  for (let round = 0; round < 6; round++) {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: WARM_WORKERS }, () => call('GET', '/api/bonuses/balance', user)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    if (Date.now() - started < 1_000) return;
  }
}

describe('bonuses and referral credits under concurrency', () => {
  it(
    'when 20 spends of $1 on different orders race against a $5 balance, then exactly 5 succeed and it ends at 0',
    async () => {
      const { user } = await referredUser('racer');
      const orderIds = await Promise.all(
        Array.from({ length: BURST }, () => createOrderFor(user, { total: 20 })),
      );
      await warmUpWorkers(user);

      const answers = await Promise.all(
        orderIds.map((orderId) => call('POST', '/api/bonuses/spend', user, { amount: 1, orderId })),
      );

      const ok = answers.filter((a) => a.status === 200);
      expect(ok).toHaveLength(5);
      for (const answer of ok) {
        expect(BonusSpendResponseSchema.parse(answer.body).balance).toBeGreaterThanOrEqual(0);
      }
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused).toHaveLength(15);
      for (const answer of refused) {
        expect(answer.status).toBe(409);
        expect(ErrorBodySchema.parse(answer.body).error).toBe('Not enough bonuses');
      }
      const account = await accountOf(user.uid);
      expect(account).toEqual({ balance: 0, totalEarned: 5, totalSpent: 5 });
      const ledger = await ledgerOf(user.uid);
      expect(ledger.filter((e) => e.type === 'spend')).toHaveLength(5);
      expect(ledgerTotals(ledger)).toEqual(account);
    },
    TIMEOUT,
  );

  it(
    'when one order is spent on 20 times at once, then every answer is 200 and it is spent once',
    async () => {
      const { user } = await referredUser('eager');
      const orderId = await createOrderFor(user, { total: 20 });
      await warmUpWorkers(user);

      const answers = await Promise.all(
        Array.from({ length: BURST }, () =>
          call('POST', '/api/bonuses/spend', user, { amount: 2, orderId }),
        ),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(BonusSpendResponseSchema.parse(answer.body).balance).toBe(3);
      }
      expect(await accountOf(user.uid)).toEqual({ balance: 3, totalEarned: 5, totalSpent: 2 });
      expect((await ledgerOf(user.uid)).filter((e) => e.type === 'spend')).toHaveLength(1);
    },
    TIMEOUT,
  );

  it(
    'when 20 of a friend’s orders are paid at once, then the order triggers credit the referrer once for each',
    async () => {
      const { user, referrer } = await referredUser('payer');
      const orderIds = await Promise.all(
        Array.from({ length: BURST }, () => createOrderFor(user, { total: 20 })),
      );
      // As admins marking them paid would: 20 status writes, whose trigger runs (and those of
      // the orders' creation) all change one account.
      await Promise.all(
        orderIds.map((id) => adminDb().doc(`orders/${id}`).update({ status: 'paid' })),
      );
      const account = await eventually(
        () => accountOf(referrer.uid),
        (a) => a?.totalEarned === 20,
        { timeoutMs: TIMEOUT / 2 },
      );
      expect(account).toEqual({ balance: 20, totalEarned: 20, totalSpent: 0 });
      const ledger = await ledgerOf(referrer.uid);
      expect(ledger).toHaveLength(BURST);
      expect(new Set(ledger.map((e) => e.orderId))).toEqual(new Set(orderIds));
      expect(ledgerTotals(ledger)).toEqual(account);
    },
    TIMEOUT,
  );
});
