import { describe, expect, it } from 'vitest';
import { SlugSchema } from '../../contract/product';
import { SLUG_BASE_MAX, slugCandidate, slugify } from './slug';

describe('slugify', () => {
  it('when a title has spaces, capitals and punctuation, then they become single hyphens', () => {
    expect(slugify('  Mecha Guardian  MK-II (Limited!) ')).toBe('mecha-guardian-mk-ii-limited');
  });

  it('when a title has accents, then the plain letters are kept', () => {
    expect(slugify('Crème Brûlée Bär Ñandú')).toBe('creme-brulee-bar-nandu');
  });

  it('when a title has no ASCII letters or digits, then the slug is "product"', () => {
    expect(slugify('Робот')).toBe('product');
    expect(slugify('★ ☆ !!')).toBe('product');
  });

  it('when a title is very long, then the slug is cut at a word boundary', () => {
    const slug = slugify(`${'word '.repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_BASE_MAX);
    expect(slug.endsWith('word')).toBe(true);
    expect(slugify('x'.repeat(300))).toHaveLength(SLUG_BASE_MAX);
  });

  it('when any title is slugged, then the slug and its suffixed forms pass the contract', () => {
    for (const title of ['A', '--a--b--', 'Tin Toy #7', '9', 'x'.repeat(300), 'ü-ö']) {
      const base = slugify(title);
      expect(SlugSchema.safeParse(base).success).toBe(true);
      expect(SlugSchema.safeParse(slugCandidate(base, 50)).success).toBe(true);
    }
  });
});

describe('slugCandidate', () => {
  it('when counting choices, then the first is the base and later ones get -2, -3', () => {
    expect([1, 2, 3].map((n) => slugCandidate('robot', n))).toEqual([
      'robot',
      'robot-2',
      'robot-3',
    ]);
  });
});
