import { randomInt } from 'node:crypto';

/**
 * Referral codes are read aloud and typed by hand, so the alphabet leaves out the look-alikes
 * 0/O and 1/I. 32 symbols over 8 places give about 10^12 codes: guessing one is hopeless and
 * a collision (retried on creation) is rare.
 */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

const WELL_FORMED = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** A fresh code; `pick(n)` returns an integer in [0, n) (crypto-strong unless a test swaps it). */
export function generateReferralCode(pick: (n: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) {
    code += REFERRAL_CODE_ALPHABET.charAt(pick(REFERRAL_CODE_ALPHABET.length));
  }
  return code;
}

/**
 * What a shopper typed, as a code we could have issued: trimmed and upper-cased. Null when it
 * cannot be one of ours, so it is never used as a document id (no '/', no odd lengths).
 */
export function normalizeReferralCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return WELL_FORMED.test(code) ? code : null;
}
