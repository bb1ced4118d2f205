import { useDeferredValue, useMemo } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { m } from '@/i18n/messages';
import { prefetchAppQuery } from '@/lib/query-client';
import { productsQueryOptions, useProducts } from '../api/get-products';
import { filterProducts, popularTags, priceCeiling, sortProducts } from '../catalog-filter';
import { toCatalogFilters } from '../catalog-params';
import { useCatalogState } from '../use-catalog-state';
import { CatalogToolbar } from './catalog-toolbar';
import { ProductResults } from './product-results';

/** How long the catalogue's first render waits for its list before it shows its loader. */
export const FIRST_LIST_WAIT_MS = 1_500;

/**
 * Asks for the list before the catalogue first renders (router.tsx, the first page): the app's
 * first render then replaces the server's painted cards with the real ones in one commit, not
 * with the loading state. Settles with the list, or after FIRST_LIST_WAIT_MS (a slow API). Here,
 * not in the router: the first load of every other page carries none of it.
 */
export const prefetchCatalog = () =>
  Promise.race([
    prefetchAppQuery(productsQueryOptions()),
    new Promise<void>((resolve) => {
      setTimeout(resolve, FIRST_LIST_WAIT_MS);
    }),
  ]);

export function CatalogPage() {
  const productsQuery = useProducts();
  // The list's arrival renders 24 cards and the filters: as a deferred (transition) render,
  // which yields to the browser every few milliseconds instead of one long task.
  const products = useDeferredValue(productsQuery.data);
  const { error, isPending, isFetching, refetch } = productsQuery;
  const query = { data: products, error, isPending, isFetching, refetch };
  const { state, update, clearFilters } = useCatalogState();
  // Typing stays instant; the list catches up in a background render.
  const deferredQuery = useDeferredValue(state.query);

  const ceiling = useMemo(() => priceCeiling(products ?? []), [products]);
  const tags = useMemo(() => popularTags(products ?? []), [products]);
  const { minPrice, maxPrice, lowStockOnly, tags: selectedTags, sort } = state;
  // Each memo depends only on what it reads, so a keystroke does no work in the urgent
  // render: sorting happens once per sort choice, and the deferred render filters the
  // already-sorted list (filtering keeps the order) in one linear pass.
  const filters = useMemo(
    () =>
      toCatalogFilters(
        { query: deferredQuery, minPrice, maxPrice, lowStockOnly, tags: selectedTags, sort },
        ceiling,
      ),
    [deferredQuery, minPrice, maxPrice, lowStockOnly, selectedTags, sort, ceiling],
  );
  const sorted = useMemo(() => sortProducts(products ?? [], sort), [products, sort]);
  const results = useMemo(() => filterProducts(sorted, filters), [sorted, filters]);

  return (
    <section className="catalog glass page" aria-labelledby="catalog-title">
      <PageTitle title={m.catalog_title()} description={m.catalog_meta_description()} />
      <header className="page-header">
        <h1 id="catalog-title">{m.catalog_title()}</h1>
        <p>{m.catalog_intro()}</p>
      </header>

      <QueryState query={query}>
        {() => (
          <>
            <CatalogToolbar
              state={state}
              filters={filters}
              ceiling={ceiling}
              tags={tags}
              resultCount={results.length}
              onChange={update}
            />
            <ProductResults
              // A new filter starts again from the first page of results.
              key={JSON.stringify(filters)}
              products={results}
              stale={deferredQuery !== state.query}
              onClearFilters={clearFilters}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
