import { describe, expect, it } from 'vitest';
import type { Product } from '../../contract/product';
import { AppError } from '../../core/errors';
import { assertReleased } from './release-gate';

const at = Date.parse('2026-12-01T18:00:00Z');
const product = (id: string, releaseAt?: string): Product => ({
  id,
  slug: id,
  title: `Figure ${id}`,
  price: 10,
  stock: 5,
  tags: [],
  images: [],
  description: '',
  specs: {},
  ...(releaseAt ? { releaseAt } : {}),
});
const products = new Map<string, Product | null>([
  ['plain', product('plain')],
  ['drop', product('drop', '2026-12-01T19:00:00+01:00')],
  ['gone', null],
]);

describe('assertReleased', () => {
  it('when a line is before its release time, then 409 names it and the time in UTC', () => {
    let refusal: unknown;
    try {
      assertReleased([{ id: 'plain' }, { id: 'drop' }], products, at - 1);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 409,
      code: 'not_released',
      message: "'Figure drop' goes on sale at 2026-12-01 18:00:00 UTC",
    });
  });

  it('when the release time has come, or there is none, then nothing is refused', () => {
    expect(() => {
      assertReleased([{ id: 'plain' }, { id: 'drop' }], products, at);
    }).not.toThrow();
  });

  it('when a product is unknown or unreadable, then it is left to the pricing (400)', () => {
    expect(() => {
      assertReleased([{ id: 'gone' }, { id: 'missing' }], products, at - 1);
    }).not.toThrow();
  });
});
