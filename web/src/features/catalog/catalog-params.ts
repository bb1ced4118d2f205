// The catalogue's filter state and its URL form (?q=&min=&max=&low=1&tag=&sort=), so a
// filtered view can be shared and is restored after visiting a product.
import { DEFAULT_SORT, isSortKey, type CatalogFilters, type SortKey } from './catalog-filter';

export interface CatalogState {
  query: string;
  minPrice: number;
  /** null: up to the highest price, whatever it turns out to be. */
  maxPrice: number | null;
  lowStockOnly: boolean;
  tags: string[];
  sort: SortKey;
}

export const DEFAULT_CATALOG_STATE: CatalogState = {
  query: '',
  minPrice: 0,
  maxPrice: null,
  lowStockOnly: false,
  tags: [],
  sort: DEFAULT_SORT,
};

function readPrice(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

export function parseCatalogParams(params: URLSearchParams): CatalogState {
  const sort = params.get('sort');
  return {
    query: params.get('q') ?? '',
    minPrice: readPrice(params.get('min')) ?? 0,
    maxPrice: readPrice(params.get('max')),
    lowStockOnly: params.get('low') === '1',
    tags: params.getAll('tag').filter(Boolean),
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
  };
}

export function catalogStateToParams(state: CatalogState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query.trim()) params.set('q', state.query.trim());
  if (state.minPrice > 0) params.set('min', String(state.minPrice));
  if (state.maxPrice !== null) params.set('max', String(state.maxPrice));
  if (state.lowStockOnly) params.set('low', '1');
  for (const tag of state.tags) params.append('tag', tag);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  return params;
}

/** Filters to apply, with the price range clamped to [0, ceiling] and min <= max. */
export function toCatalogFilters(state: CatalogState, ceiling: number): CatalogFilters {
  const maxPrice = Math.min(state.maxPrice ?? ceiling, ceiling);
  const minPrice = Math.min(Math.max(state.minPrice, 0), maxPrice);
  return {
    query: state.query,
    minPrice,
    maxPrice,
    lowStockOnly: state.lowStockOnly,
    tags: state.tags,
    sort: state.sort,
  };
}

/** How many filters narrow the list (search and sort excluded), for the Filters button. */
export function activeFilterCount(state: CatalogState): number {
  return (
    (state.minPrice > 0 ? 1 : 0) +
    (state.maxPrice !== null ? 1 : 0) +
    (state.lowStockOnly ? 1 : 0) +
    state.tags.length
  );
}
