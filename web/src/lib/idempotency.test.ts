import { describe, expect, it } from 'vitest';
import { IdempotencyKeySchema } from '@contract/checkout';
import { newIdempotencyKey } from './idempotency';

describe('newIdempotencyKey', () => {
  it('makes distinct keys the contract accepts', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).not.toBe(b);
    expect(IdempotencyKeySchema.safeParse(a).success).toBe(true);
  });

  it('works without crypto.randomUUID', () => {
    // Shadow the prototype's method on this instance, then remove the shadow again.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(IdempotencyKeySchema.safeParse(key).success).toBe(true);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
