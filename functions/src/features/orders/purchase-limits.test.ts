import { describe, expect, it } from 'vitest';
import type { Product } from '../../contract/product';
import type { SessionUser } from '../../core/auth';
import { AppError } from '../../core/errors';
import type { ProductsById } from '../products';
import { checkPurchaseLimits } from './purchase-limits';

const product = (id: string, over: Partial<Product> = {}): Product => ({
  id,
  slug: id,
  title: `Toy ${id}`,
  price: 10,
  stock: 50,
  tags: [],
  images: [],
  description: '',
  specs: {},
  ...over,
});

const products: ProductsById = new Map([
  ['plain', product('plain')],
  ['drop', product('drop', { title: 'Gold Robo', maxPerOrder: 3 })],
  ['rare', product('rare', { title: 'Rare Dino', maxPerCustomer: 2 })],
]);

const user = (emailVerified: boolean): SessionUser => ({
  uid: 'u1',
  email: 'collector@example.com',
  name: 'Collector',
  emailVerified,
  role: 'user',
});

function errorOf(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, error: err.message };
    throw err;
  }
  return null;
}

describe('checkPurchaseLimits', () => {
  it('when no product has a limit, then nothing is refused and nothing is counted', () => {
    expect(checkPurchaseLimits([{ id: 'plain', qty: 40 }], products, null, new Map())).toEqual(
      new Map(),
    );
  });

  it('when an order holds more than maxPerOrder, then 409 names the product and the limit', () => {
    expect(
      errorOf(() => checkPurchaseLimits([{ id: 'drop', qty: 4 }], products, null, new Map())),
    ).toEqual({ status: 409, error: "'Gold Robo' is limited to 3 per order" });
    expect(checkPurchaseLimits([{ id: 'drop', qty: 3 }], products, null, new Map()).size).toBe(0);
  });

  it('when a guest or an unverified account buys a per-customer item, then 403 says why', () => {
    const line = [{ id: 'rare', qty: 1 }];
    expect(errorOf(() => checkPurchaseLimits(line, products, null, new Map()))?.status).toBe(403);
    expect(errorOf(() => checkPurchaseLimits(line, products, user(false), new Map()))).toEqual({
      status: 403,
      error: "'Rare Dino' is a limited item: verify your e-mail to buy it",
    });
  });

  it('when a verified account stays within its allowance, then its units are counted', () => {
    const bought = new Map([['rare', 1]]);
    expect(checkPurchaseLimits([{ id: 'rare', qty: 1 }], products, user(true), bought)).toEqual(
      new Map([['rare', 1]]),
    );
  });

  it('when a verified account would pass its allowance, then 409 names the product and limit', () => {
    const bought = new Map([['rare', 1]]);
    expect(
      errorOf(() => checkPurchaseLimits([{ id: 'rare', qty: 2 }], products, user(true), bought)),
    ).toEqual({
      status: 409,
      error: "'Rare Dino' is limited to 2 per customer: you can buy 1 more",
    });
  });
});
