import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  catalogStateToParams,
  DEFAULT_CATALOG_STATE,
  parseCatalogParams,
  toCatalogFilters,
} from './catalog-params';

describe('catalog URL params', () => {
  it('round-trips a filtered view', () => {
    const state = {
      query: 'robot',
      minPrice: 10,
      maxPrice: 80,
      lowStockOnly: true,
      tags: ['vinyl', 'cat'],
      sort: 'price-desc' as const,
    };
    const params = catalogStateToParams(state);
    expect(params.toString()).toBe('q=robot&min=10&max=80&low=1&tag=vinyl&tag=cat&sort=price-desc');
    expect(parseCatalogParams(params)).toEqual(state);
  });

  it('writes nothing for the defaults and ignores junk', () => {
    expect(catalogStateToParams(DEFAULT_CATALOG_STATE).toString()).toBe('');
    expect(parseCatalogParams(new URLSearchParams('min=-3&max=abc&sort=random&low=yes'))).toEqual(
      DEFAULT_CATALOG_STATE,
    );
  });

  it('clamps the range to the ceiling and never lets min pass max', () => {
    const filters = toCatalogFilters(
      { ...DEFAULT_CATALOG_STATE, minPrice: 300, maxPrice: 500 },
      200,
    );
    expect(filters.maxPrice).toBe(200);
    expect(filters.minPrice).toBe(200);
    expect(toCatalogFilters(DEFAULT_CATALOG_STATE, 150).maxPrice).toBe(150);
  });

  it('counts active filters', () => {
    expect(activeFilterCount(DEFAULT_CATALOG_STATE)).toBe(0);
    expect(
      activeFilterCount({ ...DEFAULT_CATALOG_STATE, minPrice: 5, lowStockOnly: true, tags: ['a'] }),
    ).toBe(3);
  });
});
