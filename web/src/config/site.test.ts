import { describe, expect, it } from 'vitest';
import { MAX_QTY, SHIPPING_FLAT } from '@contract/checkout';
import { CART_MAX_QTY, SHIPPING_FEE } from './site';

// The first load cannot import the contract's checkout module (it brings zod along), so
// these two numbers are repeated here; this keeps them equal.
describe('site constants', () => {
  it('match the contract', () => {
    expect(SHIPPING_FEE).toBe(SHIPPING_FLAT);
    expect(CART_MAX_QTY).toBe(MAX_QTY);
  });
});
