import { describe, expect, it } from 'vitest';
import { spendBonuses } from './bonus-account';
import {
  cappedCredit,
  creditBonuses,
  referralOrderBonus,
  reverseBonuses,
  sumMoney,
  utcMonth,
  type OwingAccount,
} from './bonus-rules';

const account = (over: Partial<OwingAccount> = {}): OwingAccount => ({
  balance: 0,
  totalEarned: 0,
  totalSpent: 0,
  owed: 0,
  ...over,
});

/** The invariant every change keeps: balance - owed = totalEarned - totalSpent. */
const net = (a: OwingAccount) => sumMoney([a.balance, -a.owed]);

describe('creditBonuses', () => {
  it('when bonuses are earned, then balance and totalEarned grow by the same amount', () => {
    const { after, repaid } = creditBonuses(
      account({ balance: 0.1, totalEarned: 10.1, totalSpent: 10 }),
      0.2,
    );
    expect(after).toEqual({ balance: 0.3, totalEarned: 10.3, totalSpent: 10, owed: 0 });
    expect(repaid).toBe(0);
  });

  it('when the account owes, then the credit pays that first and only the rest is spendable', () => {
    const owing = account({ totalEarned: 0, totalSpent: 3, owed: 3 });
    const small = creditBonuses(owing, 2);
    expect(small).toEqual({
      after: { balance: 0, totalEarned: 2, totalSpent: 3, owed: 1 },
      repaid: 2,
    });
    const big = creditBonuses(small.after, 4.5);
    expect(big).toEqual({
      after: { balance: 3.5, totalEarned: 6.5, totalSpent: 3, owed: 0 },
      repaid: 1,
    });
    expect(net(big.after)).toBe(sumMoney([big.after.totalEarned, -big.after.totalSpent]));
  });

  it('when earning and spending alternate, then balance is always earned minus spent', () => {
    let a = account();
    for (const [earn, spend] of [
      [5, 0.07],
      [0.33, 4.26],
      [12.5, 13.5],
    ] as const) {
      a = { ...creditBonuses(a, earn).after };
      a = { ...spendBonuses(a, spend, spend), owed: a.owed };
      expect(a.balance).toBe(sumMoney([a.totalEarned, -a.totalSpent]));
      expect(a.balance).toBeGreaterThanOrEqual(0);
    }
    expect(a).toEqual({ balance: 0, totalEarned: 17.83, totalSpent: 17.83, owed: 0 });
  });

  it('when a negative amount is earned, then it is refused', () => {
    expect(() => creditBonuses(account({ balance: 5, totalEarned: 5 }), -1)).toThrow(RangeError);
  });
});

describe('reverseBonuses', () => {
  it('when the credit is still in the balance, then balance and totalEarned drop by it', () => {
    expect(reverseBonuses(account({ balance: 7.3, totalEarned: 7.3 }), 2.3)).toEqual({
      after: { balance: 5, totalEarned: 5, totalSpent: 0, owed: 0 },
      owedAdded: 0,
    });
  });

  it('when part of the credit was spent, then the balance stops at 0 and the rest is owed', () => {
    const { after, owedAdded } = reverseBonuses(
      account({ balance: 1, totalEarned: 5, totalSpent: 4 }),
      2.5,
    );
    expect(after).toEqual({ balance: 0, totalEarned: 2.5, totalSpent: 4, owed: 1.5 });
    expect(owedAdded).toBe(1.5);
    expect(net(after)).toBe(sumMoney([after.totalEarned, -after.totalSpent]));
  });

  it('when a reversal is followed by the same credit again, then the account is as before', () => {
    const before = account({ balance: 0.4, totalEarned: 9.9, totalSpent: 9.5 });
    const reversed = reverseBonuses(before, 3.3).after;
    expect(creditBonuses(reversed, 3.3).after).toEqual(before);
  });
});

describe('cappedCredit', () => {
  it('when the month has room, then the whole share is credited', () => {
    expect(cappedCredit(2.3, 50, 100)).toEqual({ credit: 2.3, trimmed: 0 });
  });

  it('when the share goes past the cap, then it is trimmed to the room left', () => {
    expect(cappedCredit(30, 80.01, 100)).toEqual({ credit: 19.99, trimmed: 10.01 });
  });

  it('when the month is full (or over a lowered cap), then nothing is credited', () => {
    expect(cappedCredit(5, 100, 100)).toEqual({ credit: 0, trimmed: 5 });
    expect(cappedCredit(5, 120, 100)).toEqual({ credit: 0, trimmed: 5 });
  });
});

describe('utcMonth', () => {
  it('when a time is near midnight, then the month is the UTC one', () => {
    expect(utcMonth(new Date('2026-01-31T23:59:59Z'))).toBe('2026-01');
    expect(utcMonth(new Date('2026-02-01T00:00:00Z'))).toBe('2026-02');
  });
});

describe('referralOrderBonus', () => {
  it('when an order total is given, then the referrer gets 5% of it in whole cents', () => {
    expect(referralOrderBonus(100)).toBe(5);
    expect(referralOrderBonus(46)).toBe(2.3);
    expect(referralOrderBonus(10.1)).toBe(0.51); // 50.5 cents rounds up
    expect(referralOrderBonus(10.09)).toBe(0.5); // 50.45 cents rounds down
    expect(referralOrderBonus(0)).toBe(0);
  });
});

describe('sumMoney', () => {
  it('when amounts are summed, then there is no float drift', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([])).toBe(0);
    expect(sumMoney([5, 2.3, 0.51])).toBe(7.81);
  });
});
