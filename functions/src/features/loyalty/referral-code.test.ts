import { describe, expect, it } from 'vitest';
import {
  generateReferralCode,
  normalizeReferralCode,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
} from './referral-code';

describe('generateReferralCode', () => {
  it('when a code is made, then it has 8 characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateReferralCode();
      expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    }
  });

  it('when the alphabet is checked, then it has no 0, O, 1 or I and no repeats', () => {
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[0O1I]/);
    expect(new Set(REFERRAL_CODE_ALPHABET).size).toBe(REFERRAL_CODE_ALPHABET.length);
  });

  it('when the random source is fixed, then every position uses it', () => {
    expect(generateReferralCode(() => 0)).toBe('AAAAAAAA');
    expect(generateReferralCode((n) => n - 1)).toBe('99999999');
  });
});

describe('normalizeReferralCode', () => {
  it('when a code is typed with spaces or lower case, then it becomes the stored form', () => {
    expect(normalizeReferralCode('  abcd2345 ')).toBe('ABCD2345');
  });

  it('when the text could not be one of our codes, then it is null', () => {
    for (const bad of [
      '',
      'ABCD234',
      'ABCD23456',
      'ABCD2340',
      'ABCDO345',
      'AB/D2345',
      'ab cd234',
    ]) {
      expect(normalizeReferralCode(bad)).toBeNull();
    }
  });
});
