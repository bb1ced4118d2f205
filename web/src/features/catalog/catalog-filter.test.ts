import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/make-product';
import {
  applyCatalogFilters,
  filterProducts,
  isLowStock,
  popularTags,
  priceCeiling,
  SORT_OPTIONS,
  sortProducts,
  type CatalogFilters,
  type SortKey,
} from './catalog-filter';

const noFilters: CatalogFilters = {
  query: '',
  minPrice: 0,
  maxPrice: Number.POSITIVE_INFINITY,
  lowStockOnly: false,
  tags: [],
  sort: 'featured',
};

const products = [
  makeProduct({ id: 'b', title: 'Bunny plush', price: 25, stock: 3, tags: ['plush', 'cute'] }),
  makeProduct({ id: 'a', title: 'astro robot', price: 120, stock: 40, tags: ['robot'] }),
  makeProduct({ id: 'c', title: 'Cat vinyl', price: 9.5, stock: 12, tags: ['Vinyl', 'cat'] }),
  makeProduct({ id: 'd', title: 'Dragon figure', price: 60, stock: 0, tags: ['figure'] }),
];

const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);

describe('sortProducts', () => {
  it('offers the seven options in order, Featured first', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Featured',
      'Price: Low to High',
      'Price: High to Low',
      'Name: A-Z',
      'Name: Z-A',
      'Most stock',
      'Least stock',
    ]);
  });

  it.each<[SortKey, string[]]>([
    ['featured', ['a', 'c', 'b', 'd']],
    ['price-asc', ['c', 'b', 'd', 'a']],
    ['price-desc', ['a', 'd', 'b', 'c']],
    ['name-asc', ['a', 'b', 'c', 'd']],
    ['name-desc', ['d', 'c', 'b', 'a']],
    ['stock-desc', ['a', 'c', 'b', 'd']],
    ['stock-asc', ['d', 'b', 'c', 'a']],
  ])('%s', (sort, expected) => {
    expect(ids(sortProducts(products, sort))).toEqual(expected);
  });

  it('returns a copy and keeps the shop order among equal stock for Featured', () => {
    const same = [
      makeProduct({ id: 'x', stock: 5 }),
      makeProduct({ id: 'y', stock: 5 }),
      makeProduct({ id: 'z', stock: 9 }),
    ];
    const sorted = sortProducts(same, 'featured');
    expect(ids(sorted)).toEqual(['z', 'x', 'y']);
    expect(ids(same)).toEqual(['x', 'y', 'z']);
  });
});

describe('filterProducts', () => {
  it('searches title and tags, ignoring case', () => {
    expect(ids(filterProducts(products, { ...noFilters, query: 'ROBOT' }))).toEqual(['a']);
    expect(ids(filterProducts(products, { ...noFilters, query: 'vinyl' }))).toEqual(['c']);
    expect(ids(filterProducts(products, { ...noFilters, query: 'cute' }))).toEqual(['b']);
    expect(ids(filterProducts(products, { ...noFilters, query: '  ' }))).toEqual(ids(products));
    expect(filterProducts(products, { ...noFilters, query: 'unicorn' })).toEqual([]);
  });

  it('needs every word of the query', () => {
    expect(ids(filterProducts(products, { ...noFilters, query: 'cat vinyl' }))).toEqual(['c']);
    expect(filterProducts(products, { ...noFilters, query: 'cat robot' })).toEqual([]);
  });

  it('keeps prices inside the range, both ends included', () => {
    const range = { ...noFilters, minPrice: 25, maxPrice: 60 };
    expect(ids(filterProducts(products, range))).toEqual(['b', 'd']);
    expect(ids(filterProducts(products, { ...noFilters, maxPrice: 10 }))).toEqual(['c']);
  });

  it('low stock keeps 1 to 5 only (boundaries 0, 1, 5, 6)', () => {
    expect([0, 1, 5, 6].map(isLowStock)).toEqual([false, true, true, false]);
    const boundary = [0, 1, 5, 6].map((stock) => makeProduct({ id: `s${stock}`, stock }));
    expect(ids(filterProducts(boundary, { ...noFilters, lowStockOnly: true }))).toEqual([
      's1',
      's5',
    ]);
  });

  it('keeps products carrying any chosen tag', () => {
    expect(ids(filterProducts(products, { ...noFilters, tags: ['plush', 'robot'] }))).toEqual([
      'b',
      'a',
    ]);
  });

  it('combines filters and sort', () => {
    const result = applyCatalogFilters(products, {
      ...noFilters,
      maxPrice: 100,
      sort: 'price-desc',
    });
    expect(ids(result)).toEqual(['d', 'b', 'c']);
  });
});

describe('priceCeiling', () => {
  it('is the highest price, at least 100, in whole dollars', () => {
    expect(priceCeiling([])).toBe(100);
    expect(priceCeiling([makeProduct({ price: 40 })])).toBe(100);
    expect(priceCeiling([makeProduct({ price: 100 })])).toBe(100);
    expect(priceCeiling([makeProduct({ price: 250 }), makeProduct({ price: 12 })])).toBe(250);
    expect(priceCeiling([makeProduct({ price: 149.5 })])).toBe(150);
  });
});

describe('popularTags', () => {
  it('orders displayable tags by use and skips invalid ones', () => {
    const list = [
      makeProduct({ tags: ['plush', 'cute'] }),
      makeProduct({ tags: ['plush', ' ', 'z'.repeat(51)] }),
      makeProduct({ tags: ['anime'] }),
    ];
    expect(popularTags(list)).toEqual(['plush', 'anime', 'cute']);
  });
});

describe('5,000 products', () => {
  // Speed is measured by `npm run bench`, not asserted here; this checks the result.
  it('filters and sorts a large catalogue correctly', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      makeProduct({
        title: `Figure ${i}`,
        price: (i * 7) % 500,
        stock: i % 30,
        tags: [`series-${i % 40}`],
      }),
    );
    const result = applyCatalogFilters(many, {
      ...noFilters,
      query: 'series-1',
      maxPrice: 400,
      sort: 'name-asc',
    });
    const expected = many.filter((p) => p.price <= 400 && (p.tags[0] ?? '').includes('series-1'));
    expect(result).toHaveLength(expected.length);
    expect(result.length).toBeGreaterThan(0);
    // Natural order: 'Figure 2' before 'Figure 10'.
    const natural = new Intl.Collator('en', { numeric: true });
    const titles = result.map((p) => p.title);
    expect(titles).toEqual([...titles].sort(natural.compare));
    expect(titles.indexOf('Figure 41')).toBeLessThan(titles.indexOf('Figure 121'));
  });
});
