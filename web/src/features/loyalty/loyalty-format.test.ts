import { describe, expect, it } from 'vitest';
import {
  couponExpiryLabel,
  couponValueLabel,
  plainNumber,
  referralUsedMessage,
} from './loyalty-format';

describe('couponValueLabel', () => {
  it('reads percent as N% off and fixed as dollars off', () => {
    expect(couponValueLabel({ type: 'percent', value: 10 })).toBe('10% off');
    expect(couponValueLabel({ type: 'percent', value: 12.5 })).toBe('12.5% off');
    expect(couponValueLabel({ type: 'fixed', value: 5 })).toBe('$5.00 off');
  });
});

describe('couponExpiryLabel', () => {
  it('reads the expiry day in UTC, or No expiry', () => {
    expect(couponExpiryLabel('2027-12-31T00:00:00.000Z')).toBe('Expires 31 Dec 2027');
    expect(couponExpiryLabel('2027-12-31T23:59:59.000Z')).toBe('Expires 31 Dec 2027');
    expect(couponExpiryLabel(null)).toBe('No expiry');
  });
});

describe('referral numbers', () => {
  it('prints amounts plainly, without float noise', () => {
    expect(plainNumber(5)).toBe('5');
    expect(plainNumber(12.5)).toBe('12.5');
    expect(plainNumber(0.1 + 0.2)).toBe('0.3');
  });

  it('builds the referral-code-used success alert', () => {
    expect(referralUsedMessage(5, 12.5)).toBe(
      'Referral code used! You earned 5 bonuses. New balance: 12.5',
    );
  });
});
