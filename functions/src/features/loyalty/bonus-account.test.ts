import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors';
import { spendBonuses } from './bonus-account';

const account = { balance: 25.5, totalEarned: 40.5, totalSpent: 15 };

describe('spendBonuses', () => {
  it('when the order needs all that was asked, then it all comes off the balance', () => {
    expect(spendBonuses(account, 10.25, 10.25)).toEqual({
      balance: 15.25,
      totalEarned: 40.5,
      totalSpent: 25.25,
    });
  });

  it('when the order needs less than was asked, then only what it needs is spent', () => {
    expect(spendBonuses(account, 25.5, 12.3)).toEqual({
      balance: 13.2,
      totalEarned: 40.5,
      totalSpent: 27.3,
    });
  });

  it('when the whole balance is spent, then it is exactly 0 and totals still add up', () => {
    const after = spendBonuses(account, 25.5, 25.5);
    expect(after.balance).toBe(0);
    expect(after.totalEarned - after.totalSpent).toBeCloseTo(after.balance, 10);
  });

  it('when more is asked than the balance, then 409 Not enough bonuses', () => {
    try {
      spendBonuses(account, 25.51, 20);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(409);
      expect((err as AppError).message).toBe('Not enough bonuses');
    }
  });
});
