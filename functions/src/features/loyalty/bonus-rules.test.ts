import { describe, expect, it } from 'vitest';
import { spendBonuses } from '../orders/bonus-account';
import { earnBonuses, referralOrderBonus, sumMoney } from './bonus-rules';

describe('earnBonuses', () => {
  it('when bonuses are earned, then balance and totalEarned grow by the same amount', () => {
    expect(earnBonuses({ balance: 0.1, totalEarned: 10.1, totalSpent: 10 }, 0.2)).toEqual({
      balance: 0.3,
      totalEarned: 10.3,
      totalSpent: 10,
    });
  });

  it('when earning and spending alternate, then balance is always earned minus spent', () => {
    let account = { balance: 0, totalEarned: 0, totalSpent: 0 };
    for (const [earn, spend] of [
      [5, 0.07],
      [0.33, 4.26],
      [12.5, 13.5],
    ] as const) {
      account = earnBonuses(account, earn);
      account = spendBonuses(account, spend, spend);
      expect(account.balance).toBe(sumMoney([account.totalEarned, -account.totalSpent]));
      expect(account.balance).toBeGreaterThanOrEqual(0);
    }
    expect(account).toEqual({ balance: 0, totalEarned: 17.83, totalSpent: 17.83 });
  });

  it('when a negative amount is earned, then it is refused', () => {
    expect(() => earnBonuses({ balance: 5, totalEarned: 5, totalSpent: 0 }, -1)).toThrow(
      RangeError,
    );
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
