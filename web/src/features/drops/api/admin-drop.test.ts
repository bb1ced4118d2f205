import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/make-product';
import { withRaffleFlag } from './admin-drop';

describe('withRaffleFlag', () => {
  const owl = makeProduct({ slug: 'owl' });
  const fox = makeProduct({ slug: 'fox' });

  it('when a raffle is set, then that product (alone, on its page or in the list) carries the flag', () => {
    expect(withRaffleFlag(owl, owl.id, true)).toEqual({ ...owl, raffle: true });
    expect(withRaffleFlag([owl, fox], owl.id, true)).toEqual([{ ...owl, raffle: true }, fox]);
    expect(withRaffleFlag(fox, owl.id, true)).toBe(fox);
    expect(withRaffleFlag(undefined, owl.id, true)).toBeUndefined();
  });

  it('when the product goes back to first come, then the flag is gone', () => {
    expect(withRaffleFlag({ ...owl, raffle: true }, owl.id, false)).toEqual(owl);
    expect(withRaffleFlag({ ...owl, raffle: true }, owl.id, false)).not.toHaveProperty('raffle');
  });
});
