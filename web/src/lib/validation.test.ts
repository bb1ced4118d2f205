import { describe, expect, it } from 'vitest';
import { isEmail } from './validation';

describe('isEmail', () => {
  it('accepts the usual shapes and rejects the rest', () => {
    expect(isEmail('ann@example.com')).toBe(true);
    expect(isEmail(' ann.lee+toys@shop.co.uk ')).toBe(true);
    expect(isEmail('ann@')).toBe(false);
    expect(isEmail('ann example.com')).toBe(false);
    expect(isEmail('ann@example')).toBe(false);
    expect(isEmail('')).toBe(false);
  });
});
