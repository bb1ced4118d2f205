import { describe, expect, it } from 'vitest';
import type { Product } from '../../contract/product';
import { AppError } from '../../core/errors';
import type { ProductsById } from '../products';
import { assertInStock, priceLines } from './cart-lines';

const product = (id: string, over: Partial<Product> = {}): Product => ({
  id,
  slug: id,
  title: `Toy ${id}`,
  price: 12.5,
  stock: 3,
  tags: [],
  images: [`/img/${id}.svg`, '/img/other.svg'],
  description: '',
  specs: {},
  ...over,
});

const products: ProductsById = new Map([
  ['robo', product('robo', { title: 'Robo Knight', stock: 2 })],
  ['dino', product('dino', { stock: 0, images: [] })],
  ['gone', null],
]);

function errorOf(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, error: err.message };
    throw err;
  }
  return null;
}

describe('priceLines', () => {
  it('when lines are priced, then title, price and image come from the server product', () => {
    expect(priceLines([{ id: 'robo', qty: 2 }], products)).toEqual([
      { id: 'robo', title: 'Robo Knight', price: 12.5, qty: 2, image: '/img/robo.svg' },
    ]);
    expect(priceLines([{ id: 'dino', qty: 1 }], products)[0]?.image).toBe('');
  });

  it('when a product is unknown or unusable, then 400 naming it', () => {
    expect(errorOf(() => priceLines([{ id: 'nope', qty: 1 }], products))).toEqual({
      status: 400,
      error: 'Product not found: nope',
    });
    expect(errorOf(() => priceLines([{ id: 'gone', qty: 1 }], products))?.status).toBe(400);
  });
});

describe('assertInStock', () => {
  it('when every line fits the stock, then nothing is thrown', () => {
    expect(errorOf(() => assertInStock([{ id: 'robo', qty: 2 }], products))).toBeNull();
  });

  it('when a line wants more than is left, then 409 saying how many are left', () => {
    expect(errorOf(() => assertInStock([{ id: 'robo', qty: 3 }], products))).toEqual({
      status: 409,
      error: "Only 2 left of 'Robo Knight'",
    });
  });

  it('when a product has none left, then 409 out of stock', () => {
    expect(
      errorOf(() =>
        assertInStock(
          [
            { id: 'robo', qty: 1 },
            { id: 'dino', qty: 1 },
          ],
          products,
        ),
      ),
    ).toEqual({ status: 409, error: "'Toy dino' is out of stock" });
  });
});
