// Pure catalogue logic: filtering, sorting and bounds. Kept free of React so it can be
// memoised in the page and measured on 5,000 products in tests.
import type { Product } from '@contract/product';
import { m } from '@/i18n/messages';
import { displayTags } from '@/lib/product-tags';
import { productTitle } from '@/lib/product-text';
import { compareText } from './text-order';

/** A sort choice; its label is read in the page's language each time it shows. */
const sortOption = <V extends string>(value: V, label: () => string) => ({
  value,
  get label() {
    return label();
  },
});

export const SORT_OPTIONS = [
  sortOption('featured', m.catalog_sort_featured),
  sortOption('price-asc', m.catalog_sort_price_asc),
  sortOption('price-desc', m.catalog_sort_price_desc),
  sortOption('name-asc', m.catalog_sort_name_asc),
  sortOption('name-desc', m.catalog_sort_name_desc),
  sortOption('stock-desc', m.catalog_sort_stock_desc),
  sortOption('stock-asc', m.catalog_sort_stock_asc),
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

export const DEFAULT_SORT: SortKey = 'featured';

export function isSortKey(value: unknown): value is SortKey {
  return SORT_OPTIONS.some((option) => option.value === value);
}

export interface CatalogFilters {
  query: string;
  minPrice: number;
  maxPrice: number;
  lowStockOnly: boolean;
  /** A product matches when it carries any of these tags; empty means no tag filter. */
  tags: readonly string[];
  sort: SortKey;
}

/** The low-stock filter keeps stock 5 or fewer but above 0. */
export const LOW_STOCK_MAX = 5;

export function isLowStock(stock: number): boolean {
  return stock > 0 && stock <= LOW_STOCK_MAX;
}

/**
 * Upper end of the price sliders: the highest price, at least 100, rounded up to whole
 * dollars so a slider with step 1 can reach it.
 */
export function priceCeiling(products: readonly Product[]): number {
  const highest = products.reduce((max, product) => Math.max(max, product.price), 0);
  return Math.ceil(Math.max(highest, 100));
}

// Lower-cased titles (both languages: a search finds either) and tags per product, computed
// once per product object.
const haystacks = new WeakMap<Product, string>();

function haystack(product: Product): string {
  let text = haystacks.get(product);
  if (text === undefined) {
    text = `${product.title} ${product.titleRu ?? ''} ${product.tags.join(' ')}`.toLowerCase();
    haystacks.set(product, text);
  }
  return text;
}

function searchWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Every word of the query must appear in the title or the tags, ignoring case. */
function containsWords(product: Product, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const text = haystack(product);
  return words.every((word) => text.includes(word));
}

export function filterProducts(
  products: readonly Product[],
  filters: Omit<CatalogFilters, 'sort'>,
): Product[] {
  const words = searchWords(filters.query);
  const tags = new Set(filters.tags);
  return products.filter((product) => {
    if (product.price < filters.minPrice || product.price > filters.maxPrice) return false;
    if (filters.lowStockOnly && !isLowStock(product.stock)) return false;
    if (tags.size > 0 && !product.tags.some((tag) => tags.has(tag.trim()))) return false;
    return containsWords(product, words);
  });
}

type Compare = (a: Product, b: Product) => number;

// By the title the shopper sees (the Russian one on Russian pages, when filled).
const byTitle: Compare = (a, b) => compareText(productTitle(a), productTitle(b));

const comparators: Record<SortKey, Compare> = {
  featured: (a, b) => b.stock - a.stock,
  'price-asc': (a, b) => a.price - b.price || byTitle(a, b),
  'price-desc': (a, b) => b.price - a.price || byTitle(a, b),
  'name-asc': byTitle,
  'name-desc': (a, b) => byTitle(b, a),
  'stock-desc': (a, b) => b.stock - a.stock || byTitle(a, b),
  'stock-asc': (a, b) => a.stock - b.stock || byTitle(a, b),
};

/** Returns a sorted copy; 'featured' (most stock first) keeps the shop's order among equals. */
export function sortProducts(products: readonly Product[], sort: SortKey): Product[] {
  return [...products].sort(comparators[sort]);
}

export function applyCatalogFilters(
  products: readonly Product[],
  filters: CatalogFilters,
): Product[] {
  return sortProducts(filterProducts(products, filters), filters.sort);
}

/** The most used displayable tags, for the filter chips. */
export function popularTags(products: readonly Product[], limit = 12): string[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    for (const tag of displayTags(product.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))
    .slice(0, limit)
    .map(([tag]) => tag);
}
