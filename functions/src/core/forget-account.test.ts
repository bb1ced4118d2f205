import { describe, expect, it } from 'vitest';
import { verifiedEmailOf } from './forget-account';

describe('verifiedEmailOf', () => {
  it('when the address is verified, then it is the address to find data by', () => {
    expect(verifiedEmailOf({ uid: 'u1', email: 'ann@example.com', emailVerified: true })).toBe(
      'ann@example.com',
    );
  });

  it('when the address is not verified, then nothing is found by it', () => {
    expect(
      verifiedEmailOf({ uid: 'u1', email: 'ann@example.com', emailVerified: false }),
    ).toBeNull();
  });

  it('when the account has no address, then nothing is found by e-mail', () => {
    expect(verifiedEmailOf({ uid: 'u1', email: '', emailVerified: true })).toBeNull();
  });
});
