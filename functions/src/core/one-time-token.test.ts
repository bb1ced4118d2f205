import { describe, expect, it } from 'vitest';
import { ConfirmTokenSchema } from '../contract/confirm-link';
import { newOneTimeToken, oneTimeTokenHash } from './one-time-token';

describe('one-time link tokens', () => {
  it('when made, then 43 base64url characters, never twice the same, stored only as sha256', () => {
    const a = newOneTimeToken();
    const b = newOneTimeToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(oneTimeTokenHash(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain(a.token);
  });

  it('when made, then the contract accepts it as a link token', () => {
    expect(ConfirmTokenSchema.safeParse(newOneTimeToken().token).success).toBe(true);
  });

  it('when hashed, then the same token always gives the same hash, and another token another', () => {
    expect(oneTimeTokenHash('a'.repeat(43))).toBe(oneTimeTokenHash('a'.repeat(43)));
    expect(oneTimeTokenHash('a'.repeat(43))).not.toBe(oneTimeTokenHash('b'.repeat(43)));
  });
});
