import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/make-product';
import { pickByIds, recommendProducts } from './recommendations';

const ids = (products: readonly { id: string }[]) => products.map((product) => product.id);

describe('recommendProducts', () => {
  const robot = makeProduct({ id: 'robot', tags: ['Mecha', 'Limited'] });
  const mech2 = makeProduct({ id: 'mech2', tags: ['mecha'] });
  const both = makeProduct({ id: 'both', tags: ['Mecha', ' limited '] });
  const plush = makeProduct({ id: 'plush', tags: ['Plush'] });
  const soldOut = makeProduct({ id: 'sold-out', tags: ['Mecha'], stock: 0 });
  const catalogue = [robot, soldOut, mech2, plush, both];

  it('is empty without a wishlist, so the dashboard shows its hint', () => {
    expect(recommendProducts(catalogue, [])).toEqual([]);
  });

  it('recommends products sharing a tag (any case), never the wishlisted ones', () => {
    const picks = recommendProducts(catalogue, ['robot']);
    expect(ids(picks)).toEqual(['both', 'mech2', 'sold-out']);
    expect(ids(picks)).not.toContain('robot');
    expect(ids(picks)).not.toContain('plush');
  });

  it('puts in-stock products before sold-out ones with as many shared tags', () => {
    expect(ids(recommendProducts(catalogue, ['mech2']))).toEqual(['robot', 'both', 'sold-out']);
  });

  it('returns at most 6', () => {
    const many = Array.from({ length: 10 }, (_, i) => makeProduct({ id: `m${i}`, tags: ['x'] }));
    const saved = makeProduct({ id: 'saved', tags: ['x'] });
    expect(recommendProducts([saved, ...many], ['saved'])).toHaveLength(6);
    expect(recommendProducts([saved, ...many], ['saved'], 2)).toHaveLength(2);
  });

  it('is empty when nothing shares a tag or the saved ids are gone from the shop', () => {
    expect(recommendProducts(catalogue, ['plush'])).toEqual([]);
    expect(recommendProducts(catalogue, ['unknown'])).toEqual([]);
  });
});

describe('pickByIds', () => {
  it('keeps the order of the ids and skips unknown ones', () => {
    const a = makeProduct({ id: 'a' });
    const b = makeProduct({ id: 'b' });
    expect(ids(pickByIds([a, b], ['b', 'gone', 'a']))).toEqual(['b', 'a']);
  });
});
